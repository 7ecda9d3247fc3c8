import { Link } from 'react-router-dom';
import type { SearchResult } from '../../../schemas/search.schema';
import { formatDate } from '../../../schemas/taipei-date';
import { HighlightedText } from '../../components/highlighted-text';
import { SEARCH_TEXT } from './search-text';
import './search.css';

/** One result: its kind, the subject and the excerpt with the matched terms marked. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const subject = <HighlightedText text={result.subject} ranges={result.highlights.subject} />;
  return (
    <article className="search-result">
      <p className="search-result__meta">
        <span className="search-result__kind">{SEARCH_TEXT.kinds[result.type]}</span>
        {result.date && <time dateTime={result.date}>{formatDate(result.date)}</time>}
      </p>
      <h4 className="search-result__title">
        {result.link ? (
          <Link to={result.link} className="search-result__link">
            {subject}
          </Link>
        ) : (
          subject
        )}
      </h4>
      {result.excerpt && (
        <p className="search-result__excerpt">
          <HighlightedText text={result.excerpt} ranges={result.highlights.excerpt} />
        </p>
      )}
    </article>
  );
}
