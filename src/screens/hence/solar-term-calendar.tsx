import { Link } from 'react-router-dom';
import type { SolarTerm } from '../../../schemas/recipe.schema';
import { HENCE_TEXT } from './hence-text';
import './hence.css';

/** `MM/DD` of a `YYYY-MM-DD` date (SPEC §9 date formats). */
const monthDay = (date: string) => date.slice(5).replace('-', '/');

interface SolarTermCalendarProps {
  terms: readonly SolarTerm[];
  /** the term whose recipes are listed (the recipe page's filter) */
  selectedId?: number | undefined;
}

/**
 * The year's 24 solar terms in calendar order; the current one is marked, and a term with recipes
 * links to them.
 */
export function SolarTermCalendar({ terms, selectedId }: SolarTermCalendarProps) {
  return (
    <ol className="solar-calendar" aria-label={HENCE_TEXT.calendarLabel}>
      {terms.map((term) => {
        const content = (
          <>
            <span className="solar-calendar__date">{monthDay(term.starts_on)}</span>
            <span className="solar-calendar__name">{term.name}</span>
            {term.is_current && <span className="solar-calendar__now">{HENCE_TEXT.currentTerm}</span>}
            {term.recipes_count > 0 && (
              <span className="solar-calendar__count">{HENCE_TEXT.termRecipes(term.recipes_count)}</span>
            )}
          </>
        );
        const className = `solar-calendar__term${term.is_current ? ' solar-calendar__term--current' : ''}${
          term.id === selectedId ? ' solar-calendar__term--selected' : ''
        }`;
        return (
          <li key={term.id} className={className} aria-current={term.is_current ? 'date' : undefined}>
            {term.recipes_count > 0 ? (
              <Link
                to={`/hence/recipe?solar_term=${term.id}`}
                className="solar-calendar__link"
                aria-current={term.id === selectedId ? 'true' : undefined}
              >
                {content}
              </Link>
            ) : (
              <span className="solar-calendar__link">{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
