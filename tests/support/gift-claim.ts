// A gift claim as a member's browser sends it (SPEC §3 gift form), for API tests and specs.
// No test runner imports here.
import type { GiftSubmissionInput } from '../../schemas/gift-apply.schema';
import { taipeiToday } from '../../schemas/taipei-date';

/** Today on Taiwan's calendar, `days` away: the demo events are dated around the seeding day. */
export const taipeiDay = (days = 0) => taipeiToday(Date.now() + days * 86_400_000);

let serial = 0;
/** A fresh invoice number each call (two letters and 8 digits): one claim per invoice. */
export function freshInvoiceNumber(prefix = 'GT'): string {
  serial += 1;
  const tail = (Date.now() % 1_000_000) * 100 + (serial % 100) + process.pid;
  return `${prefix}${String(tail % 100_000_000).padStart(8, '0')}`;
}

export const DEMO_MEDIAS = [
  { id: 1, url: '/media/1', name: 'invoice.jpg' },
  { id: 2, url: '/media/2', name: 'product.jpg' },
];

/** A claim valid for the demo's first event (HS 無線吸塵器購機禮, min NT$3,000, channel 1). */
export function giftClaimBody(overrides: Partial<GiftSubmissionInput> = {}): GiftSubmissionInput {
  return {
    gift_event_id: 1,
    channel_id: 1,
    sale_person: '陳店長',
    invoice_number: freshInvoiceNumber(),
    invoice_date: taipeiDay(-1),
    invoice_amount: 12_800,
    invoice_products: 'HS 無線吸塵器 V12',
    random_code: '1406',
    tax_id: '',
    medias: DEMO_MEDIAS,
    items: [1],
    receive_name: '王小明',
    receive_phone: '0912345678',
    receive_city: '臺北市',
    receive_town: '中正區',
    receive_zip_code: '100',
    receive_address: '重慶南路一段 122 號',
    gift_text: '',
    token: 'captcha',
    ...overrides,
  } as GiftSubmissionInput;
}
