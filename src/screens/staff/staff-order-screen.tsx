import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ORDER_HISTORY_NAMES,
  ORDER_MAIL_NAMES,
  ORDER_STATUS_NAMES,
  REFUND_METHOD_NAMES,
  REFUND_METHODS,
  REFUND_STATUS_NAMES,
  type RefundMethod,
  type StaffOrder,
  type StaffOrderItem,
  type StaffOrderRefund,
} from '../../../schemas/staff-order.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import {
  cancelStaffOrder,
  refundStaffOrder,
  retryStaffRefund,
  settleStaffRefundOutside,
} from '../../api/staff-orders.mutations';
import { staffOrderQueries } from '../../api/staff-orders.queries';
import { Checkbox } from '../../components/form/checkbox-field';
import { FieldFrame } from '../../components/form/field-frame';
import { fieldId } from '../../components/form/field-id';
import { RadioGroup } from '../../components/form/radio-group-field';
import { SubmitButton } from '../../components/form/submit-button';
import { LoadErrorState } from '../../components/load-error-state';
import { StatusTag } from '../../components/staff/status-tag';
import { useRouteParams } from '../../lib/current-page';
import { UI_TEXT } from '../../lib/ui-text';
import { refusedFields } from './refused-fields';
import { ORDERS_TEXT as T } from './staff-orders-text';
import { StaffShell } from './staff-shell';

const TITLE = staffRouteById('staff-order')?.title ?? '';
const D = T.detail;
const money = T.money;
const at = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');
const newKey = () => crypto.randomUUID().replace(/-/g, '');

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
      {() => <OrderDetail orderNumber={orderNumber} />}
    </StaffShell>
  );
}

function OrderDetail({ orderNumber }: { orderNumber: string }) {
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
      {o.can_cancel && <CancelPanel order={o} />}
      <Refunds order={o} />
      <History order={o} />
    </>
  );
}

/** The answer of a write replaces the order in the cache; the lists read again when next shown. */
function useOrderUpdate(orderNumber: string) {
  const queryClient = useQueryClient();
  return async (next: StaffOrder) => {
    queryClient.setQueryData(staffOrderQueries.detail(orderNumber).queryKey, next);
    await queryClient.invalidateQueries({ queryKey: staffOrderQueries.all(), refetchType: 'none' });
  };
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
const refundable = (o: StaffOrder, item: StaffOrderItem) => o.can_refund && !item.refund_id && item.ticket_price > 0;

/** The tickets, and the refund form over them: pick, say how and why, review, confirm. */
function Tickets({ order: o }: { order: StaffOrder }) {
  const update = useOrderUpdate(o.order_number);
  const [picked, setPicked] = useState<number[]>([]);
  const [method, setMethod] = useState<RefundMethod>('gateway');
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(true);
  const [reviewing, setReviewing] = useState(false);
  // one key per refund being prepared: a double click or a resend after a timeout refunds once
  const [key, setKey] = useState(newKey);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const refund = useMutation({
    mutationFn: () =>
      refundStaffOrder(o.order_number, {
        item_ids: picked,
        method,
        reason,
        notify_member: notify,
        idempotency_key: key,
      }),
  });
  const errors = refund.isError ? refusedFields(refund.error) : null;
  const chosen = o.items.filter((i) => picked.includes(i.id));
  const amount = chosen.reduce((sum, i) => sum + i.ticket_price, 0);
  const open = o.items.filter((i) => refundable(o, i));

  const toggle = (id: number, on: boolean) =>
    setPicked((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)));
  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    refund.reset();
    setReviewing(true);
  };
  const confirm = () => {
    refund.mutate(undefined, {
      onSuccess: async (next) => {
        const made = next.refunds.at(-1) as StaffOrderRefund | undefined;
        setOutcome(
          made?.status === 'failed'
            ? { ok: false, text: T.refund.failed(made.failure_reason ?? '') }
            : { ok: true, text: T.refund.succeeded(money(made?.amount ?? amount)) },
        );
        setPicked([]);
        setReason('');
        setReviewing(false);
        setKey(newKey());
        await update(next);
      },
      onError: () => setReviewing(false),
    });
  };

  return (
    <section className="staff-section" aria-labelledby="order-tickets">
      <h2 className="staff-section__heading" id="order-tickets">
        {D.tickets}
      </h2>
      <div className="staff-table__scroll">
        <table className="staff-table__table">
          <thead>
            <tr>
              <th scope="col">{D.ticketColumns.pick}</th>
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
                <td>
                  {refundable(o, item) && (
                    <input
                      type="checkbox"
                      aria-label={D.pick(item.registration_number)}
                      checked={picked.includes(item.id)}
                      disabled={reviewing}
                      onChange={(event) => toggle(item.id, event.target.checked)}
                    />
                  )}
                </td>
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

      <h3>{T.refund.heading}</h3>
      <p className="form-status" role="status">
        {outcome?.ok ? outcome.text : ''}
      </p>
      {outcome && !outcome.ok && (
        <p className="form-status form-status--failed" role="alert">
          {outcome.text}
        </p>
      )}
      {refund.isError && !errors && (
        <p className="form-status form-status--failed" role="alert">
          {T.refund.error}
        </p>
      )}
      {open.length === 0 ? (
        <p>{T.refund.none}</p>
      ) : !reviewing ? (
        <form className="flow-form" onSubmit={review} noValidate>
          <p className="staff-section__lead">{T.refund.lead}</p>
          {(errors?.item_ids ?? errors?.order_number) && (
            <p className="form-field__error" id={fieldId('item_ids')}>
              {(errors?.item_ids ?? errors?.order_number)?.[0]}
            </p>
          )}
          <RadioGroup<RefundMethod>
            name="method"
            label={T.refund.method}
            layout="stacked"
            options={REFUND_METHODS.map((m) => ({ value: m, label: REFUND_METHOD_NAMES[m] }))}
            value={method}
            onChange={setMethod}
            error={errors?.method?.[0]}
          />
          <FieldFrame name="reason" label={T.refund.reason} error={errors?.reason?.[0]} required>
            <textarea
              id={fieldId('reason')}
              name="reason"
              className="input"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FieldFrame>
          <Checkbox name="notify_member" label={T.refund.notify} checked={notify} onChange={setNotify} />
          <div className="flow-actions">
            <button type="submit" className="button button--primary" disabled={picked.length === 0}>
              {T.refund.next}
            </button>
          </div>
        </form>
      ) : (
        <div className="flow-form">
          <p>
            <strong>{T.refund.review(chosen.length, money(amount))}</strong>
          </p>
          <ul>
            {chosen.map((i) => (
              <li key={i.id}>
                {i.registration_number} {i.ticket_name} {money(i.ticket_price)}
              </li>
            ))}
          </ul>
          <p>{T.refund.reviewMethod(REFUND_METHOD_NAMES[method])}</p>
          <p>{T.refund.reviewNotify(notify)}</p>
          <div className="flow-actions">
            <button type="button" className="button button--ghost" onClick={() => setReviewing(false)}>
              {T.refund.back}
            </button>
            <SubmitButton type="button" pending={refund.isPending} pendingLabel={T.refund.sending} onClick={confirm}>
              {T.refund.confirm}
            </SubmitButton>
          </div>
        </div>
      )}
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
