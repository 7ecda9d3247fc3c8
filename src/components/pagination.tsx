import { type FormEvent, useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PageMeta } from '../../schemas/api-envelope.schema';
import { clampPage, PAGINATION_TEXT, pageItems, pageSearch } from '../lib/pagination';
import './pagination.css';

/**
 * SPEC §9 pagination: total items, items per page, previous/next, a link to each nearby page
 * (`前往 第 N 頁`) and the "go to" box for any page. Pages are addresses (`?page=N`, other query parameters kept), so back/forward
 * and a reload keep the page; the page's loader reads the same parameter.
 */
export function Pagination({
  meta,
  param = 'page',
  label = PAGINATION_TEXT.label,
}: {
  meta: PageMeta;
  /** the address's parameter of this list's page, when a screen pages more than one list */
  param?: string;
  /** the navigation's name, told apart when a screen has more than one pager */
  label?: string;
}) {
  const { pathname, search } = useLocation();
  const { current_page: current, last_page: last, total, per_page: perPage } = meta;
  const href = (page: number) => `${pathname}${pageSearch(search, page, param)}`;
  const navigate = useNavigate();
  const inputId = useId();

  // a number past either end goes to that end: the reader asked for "as far as it goes"
  const goTo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('page');
    const page = clampPage(typeof value === 'string' ? value : '', last);
    if (page !== null && page !== current) navigate(href(page));
  };

  return (
    <nav className="pagination" aria-label={label}>
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
      {last > 1 && (
        <form className="pagination__goto" onSubmit={goTo}>
          <label htmlFor={inputId}>{PAGINATION_TEXT.goToLabel}</label>
          <input
            id={inputId}
            key={current}
            name="page"
            type="number"
            inputMode="numeric"
            min={1}
            max={last}
            defaultValue={current}
            className="pagination__goto-input"
          />
          <span aria-hidden="true">{PAGINATION_TEXT.pageUnit}</span>
          <button type="submit" className="pagination__step">
            {PAGINATION_TEXT.goToButton}
          </button>
        </form>
      )}
    </nav>
  );
}
