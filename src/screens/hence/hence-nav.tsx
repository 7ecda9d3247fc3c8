import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import { TOPICS_PATH, TOPICS_SLUG } from '../../../schemas/content-path';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { HENCE_TEXT } from './hence-text';
import './hence.css';

/** HENCE's own menu: the hub, its categories, recipes, topics and magazines. */
export function HenceNav() {
  const categories = useQuery(articleCategoryQueries.list('articleProject'));
  const links = [
    { to: '/hence', label: HENCE_TEXT.home },
    ...(categories.data ?? [])
      .filter((c) => c.slug !== TOPICS_SLUG && c.link)
      .map((c) => ({ to: c.link ?? '', label: c.subject })),
    { to: '/hence/recipe', label: HENCE_TEXT.recipe },
    { to: TOPICS_PATH, label: HENCE_TEXT.topic },
    { to: '/hence/magazine', label: HENCE_TEXT.magazine },
  ];
  return (
    <nav className="section-nav" aria-label={HENCE_TEXT.navLabel}>
      <ul className="section-nav__list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="section-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
