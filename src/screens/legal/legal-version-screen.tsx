import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { LegalKind } from '../../../schemas/legal-document.schema';
import { formatTaipei } from '../../../schemas/taipei-date';
import { legalQueries } from '../../api/legal.queries';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { RichText } from '../../components/rich-text';
import { LEGAL_PAGE_TEXT as T } from './legal-text';
import './legal.css';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .trim();

/**
 * The body's sections: each `<h2>` gets an id for the contents to link to. The body is the
 * server's sanitised HTML (it keeps no ids of its own); the ids are added here, in order.
 */
export function sectionsOf(html: string): { html: string; sections: { id: string; title: string }[] } {
  const sections: { id: string; title: string }[] = [];
  const withIds = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_all, inner: string) => {
    const id = `section-${sections.length + 1}`;
    sections.push({ id, title: textOf(inner) });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: withIds, sections };
}

/** `/membership-terms`, `/privacy-policy`: the current published version, its contents and since when it applies. */
export function LegalVersionScreen({ kind }: { kind: LegalKind }) {
  const doc = useQuery(legalQueries.current(kind));
  return (
    <PageShell lead={T.leads[kind]}>
      <QueryState query={doc}>
        {(d) => {
          const { html, sections } = sectionsOf(d.body);
          return (
            // a version written without headings has no contents to list
            <div className={sections.length ? 'legal' : 'legal legal--plain'}>
              {sections.length > 0 && (
                <nav className="legal__toc" aria-label="本頁目錄">
                  <ol>
                    {sections.map((s) => (
                      <li key={s.id}>
                        <Link to={{ hash: s.id }}>{s.title}</Link>
                      </li>
                    ))}
                  </ol>
                </nav>
              )}
              <div className="legal__body">
                <RichText html={html} className="legal__sections" />
                <p className="legal__updated">{T.version(d.version, formatTaipei(d.published_at, 'YYYY/MM/DD'))}</p>
              </div>
            </div>
          );
        }}
      </QueryState>
    </PageShell>
  );
}
