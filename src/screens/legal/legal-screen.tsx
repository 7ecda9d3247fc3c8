import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '../../components/page-shell';
import '../../components/rich-text.css';
import './legal.css';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  lead: string;
  updated: string;
  sections: readonly LegalSection[];
}

/** A fixed page of terms or policy: contents, numbered sections, the date it last changed. */
export function LegalScreen({ doc, children }: { doc: LegalDocument; children?: ReactNode }) {
  return (
    <PageShell lead={doc.lead}>
      <div className="legal">
        <nav className="legal__toc" aria-label="本頁目錄">
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <Link to={{ hash: section.id }}>{section.title}</Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body rich-text">
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="legal__updated">最後更新：{doc.updated}</p>
          {children}
        </div>
      </div>
    </PageShell>
  );
}
