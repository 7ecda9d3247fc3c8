import { Link } from 'react-router-dom';
import type { Crumb } from '../../schemas/breadcrumbs';
import { UI_TEXT } from '../lib/ui-text';

export function Breadcrumbs({ items, className = '' }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav className={`breadcrumbs ${className}`.trim()} aria-label={UI_TEXT.breadcrumbsLabel}>
      <ol className="breadcrumbs__list">
        {items.map((crumb) => (
          <li key={crumb.href} className="breadcrumbs__item">
            {crumb.current ? (
              <Link to={crumb.href} aria-current="page" className="breadcrumbs__current">
                {crumb.label}
              </Link>
            ) : (
              <Link to={crumb.href}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
