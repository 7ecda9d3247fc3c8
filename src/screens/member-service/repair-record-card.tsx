import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../schemas/money';
import { recordNumber } from '../../../schemas/record-number';
import { REPAIR_TYPE_LABELS, type RepairRecord } from '../../../schemas/repair.schema';
import { INVOICE_LOOKUP_URL } from '../../../schemas/service-fields.schema';
import { formatDate } from '../../../schemas/taipei-date';
import { payRepair } from '../../api/services.mutations';
import { SubmitButton } from '../../components/form/submit-button';
import { GatewayHandoff } from '../../components/payment/gateway-handoff';
import { MEMBER_SERVICE_TEXT as T } from './member-service-text';

/** SPEC §3 repair record as a member reads it: the id after '#', zero-padded to 10 digits, and its progress. */
export function RepairRecordCard({ repair }: { repair: RepairRecord }) {
  const pay = useMutation({ mutationFn: () => payRepair(repair.id) });
  const row = (label: string, value: React.ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <article className="service-record" aria-labelledby={`repair-${repair.id}`}>
      <h3 id={`repair-${repair.id}`} className="service-record__title">
        {recordNumber(repair.id)} {REPAIR_TYPE_LABELS[repair.type]}
      </h3>
      <dl className="service-record__facts">
        {row(T.brand, repair.brand_name)}
        {row(T.model, repair.model_name)}
        {row(T.serial, repair.serial ?? '—')}
        {row(
          T.status,
          <>
            <strong>{T.statusLabels[repair.status]}</strong>
            <br />
            {repair.status_description}
          </>,
        )}
        {row(
          T.delivery,
          repair.delivery_serial ? (
            repair.delivery_url ? (
              <a href={repair.delivery_url} target="_blank" rel="noopener noreferrer">
                {repair.delivery_serial}（{T.track}）
              </a>
            ) : (
              repair.delivery_serial
            )
          ) : (
            '—'
          ),
        )}
        {row(T.createdAt, formatDate(repair.created_at))}
        {row(T.bookDate, repair.book_date)}
        {repair.book_store && row(T.bookStore, `${repair.book_store.name}（${repair.book_store.full_address}）`)}
        {row(
          T.invoice,
          repair.invoice_info.invoice_num ? (
            <a href={INVOICE_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
              {repair.invoice_info.invoice_num}
              <span className="visually-hidden">{T.invoiceLookup}</span>
            </a>
          ) : (
            '—'
          ),
        )}
        {repair.payment &&
          row(
            T.payment,
            <>
              {formatMoney(repair.payment.amount)} {repair.payment.paid ? T.paid : T.unpaid}
              {!repair.payment.paid && repair.status !== 'cancelled' && (
                <>
                  {' '}
                  {pay.data ? (
                    <GatewayHandoff checkout={pay.data} label={T.payNow} />
                  ) : (
                    <SubmitButton
                      type="button"
                      className="button button--ghost"
                      pending={pay.isPending}
                      pendingLabel={T.paying}
                      onClick={() => pay.mutate()}
                    >
                      {T.payNow}
                    </SubmitButton>
                  )}
                  {pay.isError && <span role="alert"> {T.payFailed}</span>}
                </>
              )}
              {repair.payment.paid && (
                <>
                  {' '}
                  <Link to={`/member/service/receipt/${repair.id}`}>{T.receipt}</Link>
                </>
              )}
              {repair.credit_info && (
                <>
                  {' '}
                  <Link to={`/member/service/credit-note/${repair.credit_info.no}`}>{T.creditNote}</Link>
                </>
              )}
            </>,
          )}
      </dl>
      <details className="service-record__history">
        <summary>{T.history}</summary>
        <ol>
          {repair.history.map((h) => (
            <li key={`${h.status}-${h.at}`}>
              <time dateTime={h.at}>{formatDate(h.at)}</time> {T.statusLabels[h.status]}
              {h.note && <p className="service-record__note">{h.note}</p>}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}
