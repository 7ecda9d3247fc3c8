import type { Db } from '../db/client';

/** What an invoice is issued for (SPEC §3 invoice fields, already validated). */
export interface InvoiceRequest {
  payableKind: string;
  payableId: string;
  amount: number;
  carrierType: string;
  carrierNum: string | null;
  buyerUbn: string | null;
  buyerTitle: string | null;
  email: string;
  at: Date;
}

export interface IssuedInvoice {
  id: number;
  invoiceNumber: string;
  issuedAt: Date;
}

export interface IssuedCreditNote {
  no: string;
  amount: number;
  issuedAt: Date;
}

/**
 * Issues e-invoices and credit notes. Called inside the paying (or refunding) transaction, so an
 * invoice exists exactly when the payment does. The default allocates numbers from the tracks in
 * `invoice_tracks`; a real e-invoice service (ECPay, a turnkey) plugs in behind the same calls.
 */
export interface InvoiceIssuer {
  issue(tx: Db, request: InvoiceRequest): Promise<IssuedInvoice>;
  creditNote(tx: Db, input: { invoiceId: number; amount: number; reason: string; at: Date }): Promise<IssuedCreditNote>;
}

/** The public lookup of an invoice by its number (SPEC §9: invoice numbers link to it). */
export const INVOICE_LOOKUP_URL = 'https://www.einvoice.nat.gov.tw/';
