import { Link } from 'react-router-dom';
import { siteRoutes } from '../../lib/site-routes';

// Pages a visitor can open by address alone: no parameters, indexed, not login-only unless listed
// (the gift events: a guest signs in on the way).
const PAGES = siteRoutes.filter(
  (e) => !e.path.includes(':') && (e.banner === undefined ? !e.noindex : e.listed === true),
);

/** The site's sections, derived from the manifest so that it never misses a page. */
export function SitemapList() {
  return (
    <ul className="sitemap-list">
      {PAGES.map((entry) => (
        <li key={entry.id}>
          <Link to={entry.path}>{entry.title}</Link>
        </li>
      ))}
    </ul>
  );
}
