import type { DocumentCard } from '../../../schemas/article-document.schema';
import { formatDate } from '../../../schemas/taipei-date';
import { ContentImage } from '../../components/content-image';
import { documentFacts } from '../../lib/format-file-size';
import '../../components/card.css';
import './hence.css';

/** An issue of the magazine: its cover, title and what it holds; the card opens the PDF. */
export function MagazineCard({
  magazine,
  eager,
  headingLevel = 3,
}: {
  magazine: DocumentCard;
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
        <Heading className="card__title">
          {magazine.document ? (
            // the issue itself, read in the browser's PDF reader: the whole card is this link
            <a className="card__link" href={magazine.document.url}>
              {magazine.subject}
            </a>
          ) : (
            magazine.subject
          )}
        </Heading>
        <p className="card__summary">{magazine.summary}</p>
        <p className="card__meta">
          <time dateTime={magazine.published_at}>{formatDate(magazine.published_at)}</time>
          {magazine.document && <span>{documentFacts(magazine.document)}</span>}
        </p>
      </div>
    </article>
  );
}
