import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ORDER_HISTORY_NAMES,
  ORDER_MAIL_NAMES,
  ORDER_STATUS_NAMES,
  REFUND_METHOD_NAMES,
  REFUND_STATUS_NAMES,
  type StaffOrder,
  type StaffOrderItem,
  type StaffOrderRefund,
} from '../../../schemas/staff-order.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { cancelStaffOrder, retryStaffRefund, settleStaffRefundOutside } from '../../api/staff-orders.mutations';
import { staffOrderQueries } from '../../api/staff-orders.queries';
import { SubmitButton } from '../../components/form/submit-button';
import { LoadErrorState } from '../../components/load-error-state';
import { StatusTag } from '../../components/staff/status-tag';
import { useRouteParams } from '../../lib/current-page';
import { UI_TEXT } from '../../lib/ui-text';
import { refusedFields } from './refused-fields';
import { ORDERS_TEXT as T } from './staff-orders-text';
import { RefundPanel } from './staff-refund-panel';
import { StaffShell } from './staff-shell';
import { useOrderUpdate } from './use-order-update';

const TITLE = staffRouteById('staff-order')?.title ?? '';
const D = T.detail;
const money = T.money;
const at = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');

/**
 * /staff/orders/{no} (events): one order, its tickets, payments, credit notes, refunds and whole
 * history (the audit log's rows for it). Cancelling an unpaid order and refunding tickets each
 * show what they will do before doing it; a refund the gateway refuses stays failed, to retry.
 */
export function StaffOrderScreen() {
  // the console's routes sit behind the manifest's /staff/* placeholder: the page's own params
  const orderNumber = String(useRouteParams().orderNumber ?? '');
  return (
    <StaffShell title={TITLE} requires="events">
      {(me) => <OrderDetail orderNumber={orderNumber} owner={String(me.id)} />}
    </StaffShell>
  );
}

function OrderDetail({ orderNumber, owner }: { orderNumber: string; owner: string }) {
  const order = useQuery(staffOrderQueries.detail(orderNumber));
  if (order.isPending) {
    return (
      <div className="block-pending" aria-busy="true">
        <span className="visually-hidden">{UI_TEXT.loading}</span>
      </div>
    );
  }
  if (order.isError) return <LoadErrorState onRetry={() => void order.refetch()} />;
  const o = order.data;
  return (
    <>
      <p>
        <Link to="/staff/orders">{D.back}</Link>
      </p>
      <Summary order={o} />
      <Tickets order={o} />
      {/* a paid order's (refunded whole, it still shows how its last refund ended) */}
      {o.paid_at && <RefundPanel order={o} owner={owner} />}
      {o.can_cancel && <CancelPanel order={o} />}
      <Refunds order={o} />
      <History order={o} />
    </>
  );
}

function Summary({ order: o }: { order: StaffOrder }) {
  return (
    <section className="staff-section" aria-labelledby="order-summary">
      <h2 className="staff-section__heading" id="order-summary">
        {D.summary} {o.order_number}
      </h2>
      <dl className="staff-order__facts">
        <dt>{D.member}</dt>
        <dd>
          {o.member.name} {o.member.email ?? ''} {o.member.mobile ?? ''}
        </dd>
        <dt>{D.event}</dt>
        <dd>
          {o.event_name}（{at(o.session_started_at)}）
        </dd>
        <dt>{D.status}</dt>
        <dd>
          <StatusTag status={o.status}>{ORDER_STATUS_NAMES[o.status]}</StatusTag>
        </dd>
        <dt>{D.total}</dt>
        <dd>{money(o.total)}</dd>
        <dt>{D.refunded}</dt>
        <dd>{money(o.refunded_amount)}</dd>
        {o.paid_at && (
          <>
            <dt>{D.paidAt}</dt>
            <dd>{at(o.paid_at)}</dd>
          </>
        )}
        <dt>{D.invoice}</dt>
        <dd>{o.invoice ? `${o.invoice.number}（${money(o.invoice.amount)}）` : D.noInvoice}</dd>
        {o.credit_notes.length > 0 && (
          <>
            <dt>{D.creditNotes}</dt>
            <dd>
              <ul>
                {o.credit_notes.map((n) => (
                  <li key={n.no}>{D.creditNote(n.no, money(n.amount))}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

const ticketState = (item: StaffOrderItem) =>
  item.refunded_at ? D.ticketState.refunded : item.refund_id ? D.ticketState.claimed : D.ticketState.open;

/** The tickets as they stand (open, in a refund, refunded); a refund takes some of them (RefundPanel). */
function Tickets({ order: o }: { order: StaffOrder }) {
  return (
    <section className="staff-section" aria-labelledby="order-tickets">
      <h2 className="staff-section__heading" id="order-tickets">
        {D.tickets}
      </h2>
      <div className="staff-table__scroll">
        <table className="staff-table__table">
          <thead>
            <tr>
              <th scope="col">{D.ticketColumns.registration}</th>
              <th scope="col">{D.ticketColumns.ticket}</th>
              <th scope="col">{D.ticketColumns.price}</th>
              <th scope="col">{D.ticketColumns.person}</th>
              <th scope="col">{D.ticketColumns.state}</th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.registration_number}</th>
                <td>{item.ticket_name}</td>
                <td>{money(item.ticket_price)}</td>
                <td>
                  {item.user_name} {item.user_phone} {item.user_email}
                </td>
                <td>{ticketState(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function CancelPanel({ order: o }: { order: StaffOrder }) {
  const update = useOrderUpdate(o.order_number);
  const cancel = useMutation({ mutationFn: () => cancelStaffOrder(o.order_number), onSuccess: update });
  const refused = cancel.isError ? refusedFields(cancel.error) : null;
  return (
    <section className="staff-section" aria-labelledby="order-cancel">
      <h2 className="staff-section__heading" id="order-cancel">
        {T.cancel.open}
      </h2>
      {cancel.isError && (
        <p className="form-status form-status--failed" role="alert">
          {refused?.order_number?.[0] ?? T.cancel.failed}
        </p>
      )}
      <ConfirmFirst words={T.cancel} pending={cancel.isPending} onConfirm={() => cancel.mutate()} />
    </section>
  );
}

function Refunds({ order: o }: { order: StaffOrder }) {
  return (
    <section className="staff-section" aria-labelledby="order-refunds">
      <h2 className="staff-section__heading" id="order-refunds">
        {D.refunds}
      </h2>
      {o.refunds.length === 0 ? (
        <p>{D.noRefunds}</p>
      ) : (
        <ul className="staff-order__refunds">
          {o.refunds.map((r) => (
            <li key={r.id}>
              <p>
                {at(r.created_at)}{' '}
                {D.refundLine(money(r.amount), REFUND_METHOD_NAMES[r.method], REFUND_STATUS_NAMES[r.status])}
                {r.credit_note_no ? `・${D.creditNote(r.credit_note_no, money(r.amount))}` : ''}
              </p>
              <p>{r.reason}</p>
              {r.status === 'failed' && (
                <>
                  <p className="form-field__error">{D.failure(r.failure_reason ?? '')}</p>
                  <RetryButton order={o} refund={r} />
                  <OutsideButton order={o} refund={r} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RetryButton({ order: o, refund: r }: { order: StaffOrder; refund: StaffOrderRefund }) {
  const update = useOrderUpdate(o.order_number);
  const retry = useMutation({ mutationFn: () => retryStaffRefund(o.order_number, r.id), onSuccess: update });
  return (
    <>
      <SubmitButton type="button" pending={retry.isPending} pendingLabel={D.retrying} onClick={() => retry.mutate()}>
        {D.retry}
      </SubmitButton>
      {retry.isError && (
        <p className="form-status form-status--failed" role="alert">
          {refusedFields(retry.error)?.refund_id?.[0] ?? T.refund.error}
        </p>
      )}
    </>
  );
}

/** A failed refund recorded as handled outside the gateway, once staff have read what that does. */
function OutsideButton({ order: o, refund: r }: { order: StaffOrder; refund: StaffOrderRefund }) {
  const update = useOrderUpdate(o.order_number);
  const settle = useMutation({ mutationFn: () => settleStaffRefundOutside(o.order_number, r.id), onSuccess: update });
  return (
    <>
      <ConfirmFirst
        words={{ ...T.outside, warn: T.outside.warn(money(r.amount)) }}
        pending={settle.isPending}
        onConfirm={() => settle.mutate()}
      />
      {settle.isError && (
        <p className="form-status form-status--failed" role="alert">
          {refusedFields(settle.error)?.refund_id?.[0] ?? T.refund.error}
        </p>
      )}
    </>
  );
}

/**
 * A step that cannot be undone (STAFF.md): its button first, then what it will do, with the way
 * back and the confirm, which sends once however often it is clicked.
 */
function ConfirmFirst({
  words,
  pending,
  onConfirm,
}: {
  words: { open: string; warn: string; keep: string; confirm: string; sending?: string };
  pending: boolean;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
        {words.open}
      </button>
    );
  }
  return (
    <>
      <p>{words.warn}</p>
      <div className="flow-actions">
        <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
          {words.keep}
        </button>
        <SubmitButton type="button" pending={pending} pendingLabel={words.sending} onClick={onConfirm}>
          {words.confirm}
        </SubmitButton>
      </div>
    </>
  );
}

function History({ order: o }: { order: StaffOrder }) {
  return (
    <section className="staff-section" aria-labelledby="order-history">
      <h2 className="staff-section__heading" id="order-history">
        {D.history}
      </h2>
      <ol className="staff-order__history">
        {o.history.map((h) => (
          <li key={h.id}>
            <time dateTime={h.at}>{at(h.at)}</time> {ORDER_HISTORY_NAMES[h.action] ?? h.action}（{D.by[h.by] ?? h.by}
            {h.actor_email ? ` ${h.actor_email}` : ''}）{historyDetail(h.detail)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The few facts of a step staff look for, in words. */
function historyDetail(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  const parts: string[] = [];
  if (typeof detail.amount === 'number') parts.push(money(detail.amount));
  if (typeof detail.invoice_number === 'string') parts.push(detail.invoice_number);
  if (typeof detail.no === 'string') parts.push(`折讓單 ${detail.no}`);
  if (typeof detail.reason === 'string') parts.push(detail.reason);
  if (typeof detail.kind === 'string') parts.push(ORDER_MAIL_NAMES[detail.kind] ?? detail.kind);
  return parts.length ? `：${parts.join('・')}` : '';
}
