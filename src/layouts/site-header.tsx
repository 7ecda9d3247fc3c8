import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { HeaderOptions } from '../../schemas/route-manifest';
import { SessionLinks } from '../session/session-links';
import { HEADER_TEXT, MAIN_NAV } from './site-nav-items';

/**
 * The site header in the manifest's style (default/dark/white/transparent, sticky or not). Below
 * 768 px the navigation folds behind a menu button (a disclosure, not a dialog).
 */
export function SiteHeader({ options }: { options: HeaderOptions }) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  // a followed link closes the menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header
      className={`site-header site-header--${options.style}${options.fixed ? ' site-header--fixed' : ''}`}
      data-menu-open={open}
    >
      <div className="site-header__bar">
        {/* named by what it shows, the logo and (from 768 px) the tagline: a voice user says what
            they see (WCAG 2.5.3, label in name) */}
        <Link to="/" className="site-header__brand">
          <span className="site-header__logo">{HEADER_TEXT.brand}</span>
          <span className="site-header__tagline">{HEADER_TEXT.tagline}</span>
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={navId}
          aria-label={open ? HEADER_TEXT.closeMenu : HEADER_TEXT.openMenu}
          onClick={() => setOpen((v) => !v)}
        >
          <span className="site-header__toggle-bars" aria-hidden="true" />
        </button>
        <nav id={navId} className="site-header__nav" aria-label={HEADER_TEXT.mainNav}>
          <ul className="site-header__links">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-header__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="site-header__tools">
            <li>
              <NavLink to="/search" className="site-header__link">
                {HEADER_TEXT.search}
              </NavLink>
            </li>
            <SessionLinks />
          </ul>
        </nav>
      </div>
    </header>
  );
}
