import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiUrl, endpoints } from '../../../schemas/api-endpoints';
import type { CheckoutStart } from '../../../schemas/checkout.schema';
import { formatMoney } from '../../../schemas/money';
import { PAYMENT_TYPE_LABELS } from '../../../schemas/payment-type.schema';
import { formatDate, formatDateTimeRange, formatTime } from '../../../schemas/taipei-date';
import { ORDER_STATUS_LABELS, type UserOrder } from '../../../schemas/user-order.schema';
import { cancelOrder, payOrder } from '../../api/event-orders.mutations';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { SubmitButton } from '../../components/form/submit-button';
import { GatewayHandoff } from '../../components/payment/gateway-handoff';
import { openDialog } from '../../lib/dialog-api';
import { ACTIVITY_TEXT as T } from './activity-text';
import { TicketQr } from './ticket-qr';

/** One order of /member/activity: its event, SPEC §4 display status, tickets with QR codes, and what may be done. */
export function OrderCard({ order }: { order: UserOrder }) {
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<CheckoutStart | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventOrderQueries.all() });
  const cancel = useMutation({ mutationFn: () => cancelOrder(order.order_number), onSuccess: refresh });
  const pay = useMutation({ mutationFn: () => payOrder(order.order_number), onSuccess: setCheckout });
  const e = order.event_info;
  const live = order.status === 'paid';

  return (
    <article className="order-card" aria-labelledby={`order-${order.order_number}`}>
      <h2 className="order-card__title" id={`order-${order.order_number}`}>
        <Link to={`/events/${e.event_id}`}>{e.event_name}</Link>
      </h2>
      <dl className="order-card__facts">
        <dt>{T.orderNumber}</dt>
        <dd>{order.order_number}</dd>
        <dt>{T.session}</dt>
        <dd>{formatDateTimeRange(e.session_started_at, e.session_ended_at)}</dd>
        <dt>{T.place}</dt>
        <dd>{e.place_name}</dd>
        <dt>{T.status}</dt>
        <dd>
          <span className={`order-status order-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
          {live && (
            <span className={`order-display order-display--${order.display_status}`}>
              （{T.display[order.display_status]}）
            </span>
          )}
        </dd>
        <dt>{T.payType}</dt>
        <dd data-pay-type={order.pay_type}>{PAYMENT_TYPE_LABELS[order.payment_type]}</dd>
        <dt>{T.total}</dt>
        <dd>{order.total === 0 ? '免費' : formatMoney(order.total)}</dd>
        {order.invoice_info && (
          <>
            <dt>{T.invoice}</dt>
            <dd>
              <a href={order.invoice_info.lookup_url} target="_blank" rel="noopener noreferrer">
                {order.invoice_info.invoice_num}
              </a>
              <span className="order-card__hint">{T.invoiceLookup}</span>
            </dd>
          </>
        )}
      </dl>

      {order.status === 'pending_payment' && (
        <div className="order-card__actions">
          {order.expires_at && (
            <p className="order-card__hint">
              {T.payBy(`${formatDate(order.expires_at)} ${formatTime(order.expires_at)}`)}
            </p>
          )}
          {checkout ? (
            <GatewayHandoff checkout={checkout} label={T.paying} />
          ) : (
            <SubmitButton
              type="button"
              className="button button--primary"
              pending={pay.isPending}
              onClick={() => pay.mutate()}
            >
              {T.pay}
            </SubmitButton>
          )}
          <SubmitButton
            type="button"
            className="button button--ghost"
            pending={cancel.isPending}
            pendingLabel={T.cancelling}
            onClick={async () => {
              const action = await openDialog({
                title: T.cancel,
                message: T.cancelConfirm,
                type: 'warning',
                showCancelButton: true,
                cancelButtonText: T.keep,
                confirmButtonText: T.cancel,
              });
              if (action === 'confirm') cancel.mutate();
            }}
          >
            {T.cancel}
          </SubmitButton>
          {(cancel.isError || pay.isError) && (
            <p className="form-field__error" role="alert">
              {T.actionFailed}
            </p>
          )}
        </div>
      )}

      {live && (
        // one region a live order: its name says whose tickets (landmark names are unique on a page)
        <section className="order-card__tickets" aria-label={T.ticketsOf(order.order_number)}>
          <p className="order-card__hint">{T.qrAdvice}</p>
          <ul className="ticket-list">
            {order.items.map((item) => (
              <li key={item.registration_number} className="ticket">
                {item.ticket_code && <TicketQr value={item.ticket_code} alt={T.qrAlt(item.registration_number)} />}
                <div>
                  <p>
                    {T.registration}：<strong>{item.registration_number}</strong>
                  </p>
                  <p>
                    {T.holder}：{item.user_name}（{item.ticket_name}）
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <div className="order-card__actions">
            <a className="button button--ghost" href={apiUrl(endpoints.userOrderCalendar(order.order_number))} download>
              {T.calendar}
            </a>
            {order.can_refund && (
              <Link className="button button--ghost" to={`/member/refund/${order.order_number}`}>
                {T.refund}
              </Link>
            )}
          </div>
        </section>
      )}

      {order.status === 'refunded' && (
        <div className="order-card__actions">
          {order.refund_at && <p className="order-card__hint">{T.refundedAt(formatDate(order.refund_at))}</p>}
          {order.credit_info && (
            <Link className="button button--ghost" to={`/member/activity/credit-note/${order.credit_info.no}`}>
              {T.creditNote}
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
