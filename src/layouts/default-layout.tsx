import type { ReactNode } from 'react';
import type { HeaderOptions } from '../../schemas/route-manifest';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export function DefaultLayout({ header, children }: { header: HeaderOptions; children: ReactNode }) {
  return (
    <div className={`layout layout--default layout--header-${header.style}`}>
      <SkipLink />
      <SiteHeader options={header} />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
