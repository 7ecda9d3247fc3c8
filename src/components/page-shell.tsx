import { type ReactNode, useEffect } from 'react';
import { useCurrentPage } from '../lib/current-page';
import { documentTitle } from '../lib/document-title';
import { useBreadcrumbs } from '../lib/use-breadcrumbs';
import { Breadcrumbs } from './breadcrumbs';

interface PageShellProps {
  /** a more precise heading than the manifest's (an article's own title) */
  title?: string;
  lead?: string;
  children?: ReactNode;
}

/**
 * The frame of an ordinary page: breadcrumbs, the h1 (the manifest title unless the page knows
 * better) and a lead paragraph, then the page's own content.
 */
export function PageShell({ title, lead, children }: PageShellProps) {
  const page = useCurrentPage();
  const heading = title ?? page?.entry.title ?? '';
  const crumbs = useBreadcrumbs(title);

  const entry = page?.entry;
  useEffect(() => {
    if (title && entry) document.title = documentTitle(entry, title);
  }, [title, entry]);

  return (
    <article className="page">
      <div className="page-hero">
        <div className="container">
          <Breadcrumbs items={crumbs} />
          <h1 className="page-hero__title">{heading}</h1>
          {lead && <p className="page-hero__lead">{lead}</p>}
        </div>
      </div>
      <div className="container page-body">{children}</div>
    </article>
  );
}
