import type { ArticleCard as ArticleCardData } from '../../../schemas/article.schema';
import { ContentImage } from '../../components/content-image';
import { formatDate } from '../../lib/format-date';
import '../../components/card.css';
import './hence.css';

/** An issue of the magazine: its cover, title and what it holds (issues have no page of their own). */
export function MagazineCard({ magazine, eager }: { magazine: ArticleCardData; eager?: boolean }) {
  return (
    <article className="card card--magazine">
      <div className="card__media">
        <ContentImage image={magazine.image} eager={eager} />
      </div>
      <div className="card__body">
        <h3 className="card__title">{magazine.subject}</h3>
        <p className="card__summary">{magazine.summary}</p>
        <p className="card__meta">
          <time dateTime={magazine.published_at}>{formatDate(magazine.published_at)}</time>
        </p>
      </div>
    </article>
  );
}
