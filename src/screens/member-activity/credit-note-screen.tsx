import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../schemas/taipei-date';
import { eventOrderQueries } from '../../api/event-orders.queries';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { MemberOnly } from '../member/member-only';
import { ACTIVITY_TEXT as T } from './activity-text';
import './member-activity.css';
import { formatMoney } from '../../../schemas/money';

const F = T.creditNoteFields;

/** /member/activity/credit-note/{no} (layout empty): the credit note of a refund, ready to print. */
export function CreditNoteScreen() {
  const no = useRouteParams().no ?? '';
  return (
    // the empty layout is the page's main already: one main landmark a page
    <div className="credit-note">
      <MemberOnly>
        <Note no={no} />
      </MemberOnly>
    </div>
  );
}

function Note({ no }: { no: string }) {
  const note = useQuery(eventOrderQueries.creditNote(no));
  return (
    <QueryState query={note}>
      {(n) => (
        <article aria-labelledby="credit-note-title">
          <h1 id="credit-note-title">{T.creditNoteTitle}</h1>
          <table className="credit-note__table">
            <tbody>
              {(
                [
                  [F.no, n.no],
                  [F.issuedAt, formatDate(n.issued_at)],
                  [F.invoiceNumber, n.invoice_number],
                  [F.invoiceDate, formatDate(n.invoice_date)],
                  [F.invoiceAmount, formatMoney(n.invoice_amount)],
                  [F.item, n.event_name],
                  [F.amount, formatMoney(n.amount)],
                  [F.reason, n.reason],
                  [F.orderNumber, n.order_number],
                  ...(n.buyer_ubn
                    ? [[F.buyerUbn, n.buyer_ubn] as const, [F.buyerTitle, n.buyer_title ?? ''] as const]
                    : []),
                ] as const
              ).map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="credit-note__actions">
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              {T.print}
            </button>
            <Link to="/member/activity">{T.back}</Link>
          </p>
        </article>
      )}
    </QueryState>
  );
}
