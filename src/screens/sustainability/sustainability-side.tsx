import { Link } from 'react-router-dom';
import type { DocumentCard } from '../../../schemas/article-document.schema';
import type { PageBlock } from '../../../schemas/page-block.schema';
import { formatDate } from '../../../schemas/taipei-date';
import { blockAnchor } from '../../components/page-block-view';
import { documentFacts } from '../../lib/format-file-size';
import { SUSTAINABILITY_TEXT } from './sustainability-text';

/**
 * The page's table of contents (hash links that the scroll rules take to each section), and the
 * side block: the sustainability reports (documents without a page of their own).
 */
export function SustainabilitySide({
  sections,
  side,
  reports,
}: {
  sections: readonly PageBlock[];
  side: PageBlock | undefined;
  reports: readonly DocumentCard[];
}) {
  return (
    <aside className="sustainability-side">
      <nav aria-label={SUSTAINABILITY_TEXT.sideLabel}>
        <p className="sustainability-side__title">{SUSTAINABILITY_TEXT.sideTitle}</p>
        <ol className="sustainability-side__list">
          {sections.map((section) => (
            <li key={section.key}>
              <Link to={{ hash: blockAnchor(section.key) }}>{section.subject}</Link>
            </li>
          ))}
        </ol>
      </nav>
      {reports.length > 0 && (
        <div className="sustainability-side__reports">
          <h2 className="sustainability-side__title">{side?.subject ?? SUSTAINABILITY_TEXT.reportsTitle}</h2>
          {side?.content && <p className="sustainability-side__text">{side.content}</p>}
          <ul className="sustainability-side__report-list">
            {reports.map((report) => (
              <li key={report.id}>
                {report.document ? (
                  // a download named as the report, its size said before it starts
                  <a
                    className="sustainability-side__report-name"
                    href={report.document.url}
                    download={report.document.file_name}
                  >
                    <span>{report.subject}</span>
                    <span className="sustainability-side__report-file">
                      {SUSTAINABILITY_TEXT.download}（{documentFacts(report.document)}）
                    </span>
                  </a>
                ) : (
                  <span className="sustainability-side__report-name">{report.subject}</span>
                )}
                <span className="sustainability-side__report-text">{report.summary}</span>
                <time dateTime={report.published_at}>{formatDate(report.published_at)}</time>
              </li>
            ))}
          </ul>
        </div>
      )}
    </aside>
  );
}
