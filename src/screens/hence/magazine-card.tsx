import type { ArticleCard as ArticleCardData } from '../../../schemas/article.schema';
import { ContentImage } from '../../components/content-image';
import { formatDate } from '../../lib/format-date';
import '../../components/card.css';
import './hence.css';

/** An issue of the magazine: its cover, title and what it holds (issues have no page of their own). */
export function MagazineCard({
  magazine,
  eager,
  headingLevel = 3,
}: {
  magazine: ArticleCardData;
  eager?: boolean;
  /** h3 inside a titled section, h2 straight under the page's h1 */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card card--magazine">
      <div className="card__media">
        <ContentImage image={magazine.image} eager={eager} />
      </div>
      <div className="card__body">
        <Heading className="card__title">{magazine.subject}</Heading>
        <p className="card__summary">{magazine.summary}</p>
        <p className="card__meta">
          <time dateTime={magazine.published_at}>{formatDate(magazine.published_at)}</time>
        </p>
      </div>
    </article>
  );
}
