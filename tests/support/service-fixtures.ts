/**
 * Service-form input as a person would type it (issue 8), shared by the API tests, the machines'
 * test models and the browser specs. Brands and models are the seeded ones (server/seed/services.seed.ts),
 * found by name in an answer of `/api/option/products`.
 */
import type { ProductInfo } from '../../schemas/product-info.schema';

/** A date `days` after today in Taipei, `YYYY-MM-DD`. */
export const taipeiDaysFromNow = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

export function productIds(infos: ProductInfo[], brand: string, model: string) {
  const info = infos.find((i) => i.subject === brand);
  const found = info?.models.find((m) => m.subject === model);
  if (!info || !found) throw new Error(`no seeded product ${brand} ${model}`);
  return { brand_id: info.id, model_id: found.id, item_id: found.items[0]?.id ?? null };
}

export const VACUUM = { brand: '風野', model: '無線吸塵器 KZ-S8', serial: 'KZ20261101' } as const;
export const RICE_COOKER = { brand: '星村', model: '土鍋電子鍋 HS-R5' } as const;

export const validAddresses = {
  send_name: '王小明',
  send_sex: 'male',
  send_phone: '0912345678',
  send_city: '臺北市',
  send_town: '中正區',
  send_zip_code: '100',
  send_address: '重慶南路一段 122 號',
  send_memo: '',
  receive_name: '王小明',
  receive_sex: 'male',
  receive_phone: '0912345678',
  receive_city: '新北市',
  receive_town: '板橋區',
  receive_zip_code: '220',
  receive_address: '中山路一段 161 號',
  receive_memo: '',
} as const;

export const validInvoice = {
  invoice_num: 'AB12345678',
  invoice_date: '2026-01-15',
  carrier_type: 'B2C',
  carrier_num: '',
  invoice_ubn: '',
  invoice_title: '',
} as const;

/** An in-home request's visit (who, where, when) as a person types it: five days from now, in the morning. */
export const inhomeVisit = () =>
  ({
    name: '王小明',
    sex: 'male',
    phone: '0912345678',
    city: '臺北市',
    town: '大安區',
    zip_code: '106',
    address: '忠孝東路四段 100 號',
    preferred_date: taipeiDaysFromNow(5),
    preferred_period: 'morning',
  }) as const;
