import { Link } from 'react-router-dom';
import './filter-links.css';

export interface FilterLink {
  key: string | number;
  label: string;
  to: string;
  current: boolean;
  /** a count shown after the label */
  count?: number;
}

/**
 * A row of filter or category links (chips). The current one carries aria-current, so filters
 * are real addresses: shareable, and back/forward restore them.
 */
export function FilterLinks({
  label,
  items,
  className = '',
}: {
  label: string;
  items: readonly FilterLink[];
  className?: string;
}) {
  return (
    <nav className={`filter-links ${className}`.trim()} aria-label={label}>
      <ul className="filter-links__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className="filter-links__link" aria-current={item.current ? 'true' : undefined}>
              {item.label}
              {item.count !== undefined && <span className="filter-links__count">{item.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
