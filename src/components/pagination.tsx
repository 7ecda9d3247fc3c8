import { Link, useLocation } from 'react-router-dom';
import type { PageMeta } from '../../schemas/api-envelope.schema';
import { PAGINATION_TEXT, pageItems, pageSearch } from '../lib/pagination';
import './pagination.css';

/**
 * SPEC §9 pagination: total items, items per page, previous/next and a link to each nearby page
 * (`前往 第 N 頁`). Pages are addresses (`?page=N`, other query parameters kept), so back/forward
 * and a reload keep the page; the page's loader reads the same parameter.
 */
export function Pagination({ meta }: { meta: PageMeta }) {
  const { pathname, search } = useLocation();
  const { current_page: current, last_page: last, total, per_page: perPage } = meta;
  const href = (page: number) => `${pathname}${pageSearch(search, page)}`;

  return (
    <nav className="pagination" aria-label={PAGINATION_TEXT.label}>
      <p className="pagination__summary">
        <span>{PAGINATION_TEXT.total(total)}</span>
        <span>{PAGINATION_TEXT.perPage(perPage)}</span>
        {last > 1 && <span className="visually-hidden">{PAGINATION_TEXT.current(current, last)}</span>}
      </p>
      {last > 1 && (
        <ul className="pagination__list">
          <li>
            {current > 1 ? (
              <Link className="pagination__step" to={href(current - 1)} rel="prev">
                {PAGINATION_TEXT.previous}
              </Link>
            ) : (
              <span className="pagination__step" aria-disabled="true">
                {PAGINATION_TEXT.previous}
              </span>
            )}
          </li>
          {pageItems(current, last).map((item) =>
            item.kind === 'gap' ? (
              <li key={`gap-${item.key}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <Link
                  className="pagination__page"
                  to={href(item.page)}
                  aria-label={PAGINATION_TEXT.goTo(item.page)}
                  aria-current={item.current ? 'page' : undefined}
                >
                  {item.page}
                </Link>
              </li>
            ),
          )}
          <li>
            {current < last ? (
              <Link className="pagination__step" to={href(current + 1)} rel="next">
                {PAGINATION_TEXT.next}
              </Link>
            ) : (
              <span className="pagination__step" aria-disabled="true">
                {PAGINATION_TEXT.next}
              </span>
            )}
          </li>
        </ul>
      )}
    </nav>
  );
}
