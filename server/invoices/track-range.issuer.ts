import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatTaipei } from '../../schemas/taipei-date';
import { creditNotes, eInvoices, invoiceTracks } from '../db/tables/e-invoice.table';
import type { InvoiceIssuer } from './invoice-issuer';

export interface TrackRange {
  /** two capital letters (字軌) */
  track: string;
  startNo: number;
  endNo: number;
}

/** The two-month period an invoice belongs to: ROC year and the odd month that starts it (`11511`). */
export function invoicePeriod(at: Date): string {
  const [year, month] = formatTaipei(at, 'YYYY-MM').split('-').map(Number) as [number, number];
  const first = month % 2 === 1 ? month : month - 1;
  return `${year - 1911}${String(first).padStart(2, '0')}`;
}

/**
 * The default issuer: numbers from the tracks configured in `invoice_tracks` for the invoice's
 * period (the ranges the tax office assigned); when a period has none, `fallback` is opened for it. The number is taken by a conditional update in the caller's
 * transaction, so concurrent invoices never share one.
 */
export function trackRangeIssuer(range: TrackRange): InvoiceIssuer {
  return {
    async issue(tx, request) {
      const period = invoicePeriod(request.at);
      const take = () =>
        tx
          .update(invoiceTracks)
          .set({ nextNo: sql`${invoiceTracks.nextNo} + 1` })
          .where(
            sql`${invoiceTracks.id} = (select ${invoiceTracks.id} from ${invoiceTracks} where ${and(
              eq(invoiceTracks.period, period),
              sql`${invoiceTracks.nextNo} <= ${invoiceTracks.endNo}`,
            )} order by ${invoiceTracks.id} limit 1 for update)`,
          )
          .returning({ track: invoiceTracks.track, no: sql<number>`${invoiceTracks.nextNo} - 1` });
      let [taken] = await take();
      if (!taken) {
        // no track configured for this period yet: open the fallback range
        await tx
          .insert(invoiceTracks)
          .values({ track: range.track, period, startNo: range.startNo, endNo: range.endNo, nextNo: range.startNo })
          .onConflictDoNothing();
        [taken] = await take();
      }
      if (!taken) throw new Error(`no invoice numbers left for period ${period}`);
      const invoiceNumber = `${taken.track}${String(taken.no).padStart(8, '0')}`;
      const [row] = await tx
        .insert(eInvoices)
        .values({
          invoiceNumber,
          payableKind: request.payableKind,
          payableId: request.payableId,
          amount: request.amount,
          randomCode: String(randomInt(10_000)).padStart(4, '0'),
          carrierType: request.carrierType,
          carrierNum: request.carrierNum,
          buyerUbn: request.buyerUbn,
          buyerTitle: request.buyerTitle,
          email: request.email,
          issuedAt: request.at,
        })
        .returning({ id: eInvoices.id });
      if (!row) throw new Error('the invoice was not stored');
      return { id: row.id, invoiceNumber, issuedAt: request.at };
    },
    async creditNote(tx, input) {
      const [invoice] = await tx.select().from(eInvoices).where(eq(eInvoices.id, input.invoiceId));
      if (!invoice) throw new Error(`no invoice ${input.invoiceId}`);
      // named by its invoice: the first note is the invoice's id, as it was when an invoice had one;
      // each later one (another partial refund) `9`, the id in 7 digits and its place in 2. Ten
      // digits either way, as it is a path segment of /member/activity/credit-note/{no} (site paths
      // are lower case); who may read it is checked there. The unique number refuses a collision.
      const earlier = await tx.$count(creditNotes, eq(creditNotes.invoiceId, invoice.id));
      const no =
        earlier === 0
          ? String(invoice.id).padStart(10, '0')
          : `9${String(invoice.id).padStart(7, '0')}${String(earlier).padStart(2, '0')}`;
      await tx
        .insert(creditNotes)
        .values({ no, invoiceId: invoice.id, amount: input.amount, reason: input.reason, issuedAt: input.at });
      return { no, amount: input.amount, issuedAt: input.at };
    },
  };
}

/** Used until a period's tracks are configured: a range no real invoice of ours would collide with. */
export const FALLBACK_TRACK: TrackRange = { track: 'ZZ', startNo: 0, endNo: 99_999_999 };

export const defaultInvoiceIssuer = trackRangeIssuer(FALLBACK_TRACK);
