import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PUBLICATION_LABELS, type PublicationFields } from '../../../schemas/publication.schema';
import { formatTaipei } from '../../../schemas/taipei-date';

const at = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');

/**
 * Where a record stands and the way to its publication task; held, with the reason, while its form
 * has unsaved changes or a stale save waits for the editor's choice (STAFF.md "Editing").
 */
export function StaffPublicationPanel({
  id,
  text,
  record,
  publishTo,
  blocked,
  preview,
  lead,
  first,
  last,
}: {
  id: string;
  text: {
    publication: string;
    status: (label: string) => string;
    scheduledFor: (at: string) => string;
    publishedAt?: (at: string) => string;
    publish: string;
  };
  record: Pick<PublicationFields, 'status' | 'publish_at' | 'published_at'>;
  publishTo: string;
  /** why publishing waits, or null when it may go */
  blocked: string | null;
  /** the record's public page as it will be (the server's preview), opened in a new tab */
  preview?: { href: string; label: string; hint: string };
  /** said before the actions */
  lead?: ReactNode;
  /** actions before and after the publication task's */
  first?: ReactNode;
  last?: ReactNode;
}) {
  const { publishedAt } = text;
  return (
    <section className="staff-section staff-article__publication" aria-labelledby={`${id}-publication-heading`}>
      <h2 className="staff-section__heading" id={`${id}-publication-heading`}>
        {text.publication}
      </h2>
      <p>{text.status(PUBLICATION_LABELS[record.status])}</p>
      {record.status === 'scheduled' && record.publish_at && <p>{text.scheduledFor(at(record.publish_at))}</p>}
      {publishedAt && record.status === 'published' && record.published_at && (
        <p>{publishedAt(at(record.published_at))}</p>
      )}
      {preview && (
        <p className="form-field__hint" id={`${id}-preview-hint`}>
          {preview.hint}
        </p>
      )}
      {lead}
      <div className="flow-actions">
        {preview && (
          <a
            className="button button--ghost"
            href={preview.href}
            target="_blank"
            rel="noopener"
            aria-describedby={`${id}-preview-hint`}
          >
            {preview.label}
          </a>
        )}
        {first}
        {blocked ? (
          <button type="button" className="button button--primary" disabled aria-describedby={`${id}-publish-blocked`}>
            {text.publish}
          </button>
        ) : (
          <Link className="button button--primary" to={publishTo}>
            {text.publish}
          </Link>
        )}
        {last}
      </div>
      {blocked && (
        <p className="form-field__hint" id={`${id}-publish-blocked`}>
          {blocked}
        </p>
      )}
    </section>
  );
}
