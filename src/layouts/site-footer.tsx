import { Link } from 'react-router-dom';
import { FOOTER_NAV, FOOTER_TEXT, HEADER_TEXT } from './site-nav-items';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{HEADER_TEXT.brand}</p>
          <p className="site-footer__note">{FOOTER_TEXT.note}</p>
        </div>
        <nav className="site-footer__nav" aria-label={FOOTER_TEXT.footerNav}>
          {FOOTER_NAV.map((group) => (
            <div key={group.heading} className="site-footer__group">
              <h2 className="site-footer__heading">{group.heading}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__legal">
        <Link to="/sitemap">{FOOTER_TEXT.sitemap}</Link>
        <p>{FOOTER_TEXT.copyright}</p>
      </div>
    </footer>
  );
}
