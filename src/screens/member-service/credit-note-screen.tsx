import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../schemas/money';
import { recordNumber } from '../../../schemas/record-number';
import { REPAIR_TYPE_LABELS } from '../../../schemas/repair.schema';
import { formatDate } from '../../../schemas/taipei-date';
import { serviceRecordQueries } from '../../api/services.queries';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { MEMBER_SERVICE_TEXT as T } from './member-service-text';
import { DocumentTable, ServiceDocument } from './service-document';

const F = T.creditNoteFields;

/**
 * SPEC §2 /member/service/credit-note/{no} (layout empty): the credit note (折讓證明單) of money a
 * service gave back (a paid deep cleaning cancelled), against the e-invoice of its payment.
 */
export function CreditNoteScreen() {
  // the manifest's params: react-router's own are empty for these routes
  const no = useRouteParams().no ?? '';
  return (
    <ServiceDocument>
      <CreditNote no={no} />
    </ServiceDocument>
  );
}

function CreditNote({ no }: { no: string }) {
  const note = useQuery(serviceRecordQueries.creditNote(no));
  return (
    <QueryState query={note}>
      {(n) => (
        <DocumentTable
          rows={[
            [F.no, n.no],
            [F.issuedAt, formatDate(n.issued_at)],
            [F.invoiceNumber, n.invoice_number],
            [F.invoiceDate, formatDate(n.invoice_date)],
            [F.invoiceAmount, formatMoney(n.invoice_amount)],
            [F.item, `${recordNumber(n.repair_id)} ${REPAIR_TYPE_LABELS[n.type]} ${n.brand_name} ${n.model_name}`],
            [F.amount, formatMoney(n.amount)],
            [F.reason, n.reason],
            ...(n.buyer_ubn
              ? ([
                  [F.buyerUbn, n.buyer_ubn],
                  [F.buyerTitle, n.buyer_title ?? ''],
                ] as const)
              : []),
          ]}
        />
      )}
    </QueryState>
  );
}
