import { Link } from 'react-router-dom';
import type { ArticleCard as ArticleCardData } from '../../schemas/article.schema';
import { formatDate } from '../../schemas/taipei-date';
import { ContentImage } from './content-image';
import './card.css';

interface ArticleCardProps {
  article: ArticleCardData;
  /** h3 inside a titled section, h2 straight under the page's h1 */
  headingLevel?: 2 | 3;
  /** cards of the first screen load their picture at once */
  eager?: boolean;
  showSummary?: boolean;
  showDate?: boolean;
}

/**
 * An article in a list. The whole card is one link (the title's, stretched over the card), so a
 * reader's screen reader hears one link per article.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
  eager,
  showSummary = true,
  showDate = true,
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tags = article.categories.map((c) => c.subject);
  return (
    <article className="card">
      <div className="card__media">
        <ContentImage image={article.image} eager={eager} decorative sizes="(min-width: 1024px) 360px, 100vw" />
      </div>
      <div className="card__body">
        {tags.length > 0 && <p className="card__eyebrow">{tags.join('・')}</p>}
        <Heading className="card__title">
          {article.link ? (
            <Link to={article.link} className="card__link">
              {article.subject}
            </Link>
          ) : (
            article.subject
          )}
        </Heading>
        {showSummary && article.summary && <p className="card__summary">{article.summary}</p>}
        {showDate && (
          <p className="card__meta">
            <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
            {article.author && <span>{article.author.name}</span>}
          </p>
        )}
      </div>
    </article>
  );
}
