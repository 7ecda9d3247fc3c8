import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '../../../schemas/money';
import { PAYMENT_TYPE_LABELS } from '../../../schemas/payment-type.schema';
import { recordNumber } from '../../../schemas/record-number';
import { REPAIR_TYPE_LABELS } from '../../../schemas/repair.schema';
import { CARRIER_LABELS, CARRIER_TYPES, INVOICE_LOOKUP_URL } from '../../../schemas/service-fields.schema';
import { formatDate } from '../../../schemas/taipei-date';
import { serviceRecordQueries } from '../../api/services.queries';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { MEMBER_SERVICE_TEXT as T } from './member-service-text';
import { type DocumentRow, DocumentTable, ServiceDocument } from './service-document';

const F = T.receiptFields;
const carrierLabel = (type: string) =>
  (CARRIER_TYPES as readonly string[]).includes(type) ? CARRIER_LABELS[type as keyof typeof CARRIER_LABELS] : type;

/**
 * /member/service/receipt/{id} (layout empty): the payment receipt of a paid service (a deep
 * cleaning), with the e-invoice issued for the payment and the way to look it up.
 */
export function PaymentReceiptScreen() {
  const id = Number(useRouteParams().id);
  return (
    <ServiceDocument>
      <Receipt id={id} />
    </ServiceDocument>
  );
}

function Receipt({ id }: { id: number }) {
  const receipt = useQuery(serviceRecordQueries.receipt(id));
  return (
    <QueryState query={receipt}>
      {(r) => {
        const invoice = r.invoice;
        const invoiceRows: DocumentRow[] = invoice
          ? [
              [
                F.invoiceNumber,
                <a key="invoice" href={INVOICE_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
                  {invoice.invoice_number}
                  <span className="visually-hidden">{T.invoiceLookup}</span>
                </a>,
              ],
              [F.invoiceDate, formatDate(invoice.issued_at)],
              [F.randomCode, invoice.random_code],
              [F.carrier, [carrierLabel(invoice.carrier_type), invoice.carrier_num].filter(Boolean).join(' ')],
              ...(invoice.buyer_ubn
                ? ([
                    [F.buyerUbn, invoice.buyer_ubn],
                    [F.buyerTitle, invoice.buyer_title ?? ''],
                  ] as const)
                : []),
            ]
          : [[F.invoiceNumber, T.invoicePending]];
        return (
          <DocumentTable
            rows={[
              [F.record, recordNumber(r.repair_id)],
              [F.service, `${REPAIR_TYPE_LABELS[r.type]} ${r.item_name}`],
              [F.product, `${r.brand_name} ${r.model_name}`],
              [F.amount, formatMoney(r.amount)],
              [F.payType, PAYMENT_TYPE_LABELS[r.pay_type]],
              [F.paidAt, formatDate(r.paid_at)],
              ...invoiceRows,
            ]}
          />
        );
      }}
    </QueryState>
  );
}
