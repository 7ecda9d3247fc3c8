import { INHOME_PERIOD_LABELS, type InhomeRecord } from '../../../schemas/inhome.schema';
import { INHOME_STATUS_LABELS, visitText } from '../../../schemas/inhome-status.schema';
import { recordNumber } from '../../../schemas/record-number';
import { formatDate } from '../../../schemas/taipei-date';
import { MEMBER_SERVICE_TEXT as T } from './member-service-text';

/** An in-home request as its member reads it: where it is, the visit staff set, staff's note, and each move. */
export function InhomeRecordCard({ request }: { request: InhomeRecord }) {
  const row = (label: string, value: React.ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <article className="service-record" aria-labelledby={`inhome-${request.id}`}>
      <h3 id={`inhome-${request.id}`} className="service-record__title">
        {recordNumber(request.id)} {T.inhome}
      </h3>
      <dl className="service-record__facts">
        {row(T.brand, request.brand_name)}
        {row(T.model, request.model_name)}
        {row(
          T.status,
          <>
            <strong>{INHOME_STATUS_LABELS[request.status]}</strong>
            <br />
            {request.status_description}
          </>,
        )}
        {row(T.visit, request.visit ? visitText(request.visit) : '—')}
        {request.note && row(T.staffNote, request.note)}
        {row(T.preferred, `${request.preferred_date} ${INHOME_PERIOD_LABELS[request.preferred_period]}`)}
        {row(T.place, `${request.city}${request.town}`)}
        {row(T.createdAt, formatDate(request.created_at))}
      </dl>
      <details className="service-record__history">
        <summary>{T.history}</summary>
        <ol>
          {request.history.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              <time dateTime={h.at}>{formatDate(h.at)}</time> {INHOME_STATUS_LABELS[h.status]}
              {h.visit && `（${visitText(h.visit)}）`}
              {h.note && <p className="service-record__note">{h.note}</p>}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
