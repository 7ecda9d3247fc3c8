import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentPage } from '../../lib/current-page';
import { MemberOnly } from '../member/member-only';
import { MEMBER_SERVICE_TEXT as T } from './member-service-text';
import './member-service.css';

/** A row of a document's table: its label, and its value (none: the row is left out). */
export type DocumentRow = readonly [label: string, value: ReactNode];

/**
 * A service's printable document (SPEC §2 layout empty: no header, no footer, no breadcrumbs):
 * the page's title, the document's rows, print and the way back to /member/service.
 */
export function ServiceDocument({ children }: { children: ReactNode }) {
  const title = useCurrentPage()?.entry.title ?? '';
  return (
    <article className="service-document" aria-labelledby="service-document-title">
      <h1 id="service-document-title">{title}</h1>
      <MemberOnly>{children}</MemberOnly>
    </article>
  );
}

export function DocumentTable({ rows }: { rows: readonly DocumentRow[] }) {
  return (
    <>
      <table className="service-document__table">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="service-document__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {T.print}
        </button>
        <Link to="/member/service">{T.back}</Link>
      </p>
    </>
  );
}
