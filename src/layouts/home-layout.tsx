import type { ReactNode } from 'react';
import type { HeaderOptions } from '../../schemas/route-manifest';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** The home page: full-bleed sections instead of the default page column. */
export function HomeLayout({ header, children }: { header: HeaderOptions; children: ReactNode }) {
  return (
    <div className={`layout layout--home layout--header-${header.style}`}>
      <SkipLink />
      <SiteHeader options={header} />
      <main id="main" className="layout__main layout__main--home" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
