import { describe, expect, it } from 'vitest';
import { repairs } from '../../server/db/tables/repair.table';
import { warranties } from '../../server/db/tables/warranty.table';
import { freshDbForFile, testApp } from '../support/api-app';
import { CONFUSED, expectNo5xx, SAMPLE, segment } from '../support/bad-input';
import { inhomeVisit, taipeiDaysFromNow, validAddresses, validInvoice } from '../support/service-fixtures';
import { signedInMember, tempDataDir } from '../support/sso-browser';

/**
 * The bad-input pass (issue 10's) over the service calls (issue 8): naughty strings and wrong types
 * in every field of the repair, warranty and in-home forms and in the option queries. Never a 5xx;
 * nothing stored. The captcha answer is a wrong one, so input the rules accept still ends in 422.
 */
const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db, { env: { DATA_DIR: tempDataDir() } });
const member = await signedInMember(app);
const postJson = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...member.auth },
    body: JSON.stringify(body),
  });

const REPAIR = {
  type: 'fast',
  items: [{ brand_id: 2, model_id: 1, item_id: null, serial: 'KZ20261101', problem: '不會動。' }],
  ...validAddresses,
  ...validInvoice,
  book_tmp_date: taipeiDaysFromNow(3),
  book_tmp_time: 1,
  book_memo: '',
  google_recaptcha_token: 'not-an-answer',
};
const WARRANTY = {
  direct: false,
  utm: {},
  brand_id: 2,
  model_id: 1,
  serial: 'KZ20261101',
  channel_id: 1,
  order_number: null,
  input_method: 'manual',
  invoice_number: 'CA63388616',
  invoice_date: '2018-04-27',
  scan_invoice_date: null,
  invoice_random: null,
  invoice_amount: null,
  medias: [{ id: 1, url: '/media/1/a.png', name: 'a.png' }],
  token: 'not-an-answer',
};
const INHOME = {
  brand_id: 2,
  model_id: 1,
  problem: '到府檢查。',
  ...inhomeVisit(),
  google_recaptcha_token: 'not-an-answer',
};

async function everyField(path: string, base: Record<string, unknown>) {
  for (const field of Object.keys(base)) {
    await expectNo5xx(`${path} ${field}`, [...SAMPLE, ...CONFUSED], (v: unknown) =>
      postJson(path, { ...base, [field]: v }),
    );
  }
}

describe('service calls with bad input', () => {
  it('POST /api/user/repairs: every field (and every item field), strings and wrong types', async () => {
    await everyField('/api/user/repairs', REPAIR);
    const item = REPAIR.items[0] as Record<string, unknown>;
    for (const field of Object.keys(item)) {
      await expectNo5xx(`repair item ${field}`, [...SAMPLE, ...CONFUSED], (v: unknown) =>
        postJson('/api/user/repairs', { ...REPAIR, items: [{ ...item, [field]: v }] }),
      );
    }
    await expectNo5xx('repair bodies', [...CONFUSED, 'text'], (v: unknown) => postJson('/api/user/repairs', v));
    expect(await db.$count(repairs)).toBe(0);
  });

  it('POST /api/user/warranties and /api/user/inhome_services: every field', async () => {
    await everyField('/api/user/warranties', WARRANTY);
    await everyField('/api/user/inhome_services', INHOME);
    expect(await db.$count(warranties)).toBe(0);
  });

  it('the option queries and record ids', async () => {
    for (const [path, name] of [
      ['/api/option/products', 'type'],
      ['/api/option/reserve_times', 'date'],
      ['/api/option/reserve_times', 'store_id'],
      ['/api/option/reserve_stores', 'per_page'],
      ['/api/option/deep_services', 'per_page'],
    ] as const) {
      await expectNo5xx(`${path} ${name}`, SAMPLE, (v: string) =>
        app.request(`${path}?${new URLSearchParams({ [name]: v })}`),
      );
    }
    await expectNo5xx('repair ids', SAMPLE, (v: string) =>
      app.request(`/api/user/repairs/${segment(v)}`, { headers: member.auth }),
    );
    await expectNo5xx('credit notes', SAMPLE, (v: string) =>
      app.request(`/api/user/credit_notes/${segment(v)}`, { headers: member.auth }),
    );
  });
});
