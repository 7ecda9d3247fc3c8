import { describe, expect, it } from 'vitest';
import type { InhomeRecord } from '../../schemas/inhome.schema';
import type { ProductInfo } from '../../schemas/product-info.schema';
import { recordNumber } from '../../schemas/record-number';
import type { StaffInhomeDetail } from '../../schemas/staff-inhome.schema';
import type { StaffBoardRow } from '../../schemas/staff-repair.schema';
import type { MailMessage } from '../../server/mail/mailer';
import { deliverMailOf, testApp } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import {
  inhomeVisit,
  productIds,
  RICE_COOKER,
  taipeiDaysFromNow,
  VACUUM,
  validAddresses,
  validInvoice,
} from '../support/service-fixtures';
import { staffApiForFile } from '../support/staff-api';

// issue 28 item 1: in-home requests on the repairs board, moved along their own life cycle by
// service staff (server/domain/inhome-lifecycle.machine.ts), each move mailed to the member
const s = await staffApiForFile();
const { db, app, call, data } = s;

const infos = (await data<ProductInfo[]>(await call('GET', '/api/option/products?type=all'))).filter(Boolean);
const vacuum = productIds(infos, VACUUM.brand, VACUUM.model);
const cooker = productIds(infos, RICE_COOKER.brand, RICE_COOKER.model);
const stores = await data<{ id: number }[]>(await call('GET', '/api/option/reserve_stores'));
const member = await s.member();
const service = await s.staffMember(['service']);
const editor = await s.staffMember(['editor']);
const events = await s.staffMember(['events']);

const sent: MailMessage[] = [];
const postman = testApp(db, {
  env: { PUBLIC_URL: 'https://shop.example.com.tw' },
  mailer: { send: async (m) => void sent.push(m) },
});
/** an in-home request's mails (a repair's number may be the same: the subject says 到府服務) */
const inhomeMails = async (id: number) => {
  await deliverMailOf(postman);
  return sent.filter((m) => m.subject.includes('到府服務') && m.subject.includes(recordNumber(id)));
};

/** A member's in-home request for the rice cooker (星村), as the form sends it. */
const requestInhome = async () =>
  data<{ id: number }>(
    await call('POST', '/api/user/inhome_services', member.auth, {
      ...cooker,
      problem: '內鍋加熱不均，需要到府檢查。',
      ...inhomeVisit(),
      google_recaptcha_token: await solveCaptcha(app),
    }),
  );
const read = async (id: number) =>
  data<StaffInhomeDetail>(await call('GET', `/api/staff/inhome-requests/${id}`, service.auth));
const move = (id: number, body: object) => call('POST', `/api/staff/inhome-requests/${id}/move`, service.auth, body);
const visit = (days: number, start = '14:00', end = '16:00') => ({
  visit_date: taipeiDaysFromNow(days),
  visit_start: start,
  visit_end: end,
});

describe('in-home requests in the console take the service role', () => {
  it('asks a guest to sign in, refuses an editor or events member (403), lets service staff in', async () => {
    const { id } = await requestInhome();
    const routes = [
      ['GET', `/api/staff/inhome-requests/${id}`],
      ['POST', `/api/staff/inhome-requests/${id}/move`, { status: 'cancelled', version: 1, note: '重複申請。' }],
    ] as const;
    await s.guarded(routes, editor);
    for (const [method, path, body] of routes)
      expect((await call(method, path, events.auth, body)).status, `${method} ${path}`).toBe(403);
    expect((await read(id)).status).toBe('received');
  });
});

describe('the repairs board with in-home requests', () => {
  it('lists them with the repairs, newest first, by kind, status, brand, store and day', async () => {
    const repair = await data<{ id: number }>(
      await call('POST', '/api/user/repairs', member.auth, {
        type: 'general',
        items: [{ ...vacuum, serial: VACUUM.serial, problem: '集塵盒卡榫斷裂。' }],
        ...validAddresses,
        ...validInvoice,
        google_recaptcha_token: await solveCaptcha(app),
      }),
    );
    const inhome = await requestInhome();
    const board = async (q: string) =>
      (await (await call('GET', `/api/staff/repairs?${q}`, service.auth)).json()) as {
        data: StaffBoardRow[];
        meta: { total: number };
      };
    const keys = (rows: StaffBoardRow[]) => rows.map((r) => `${r.type}:${r.id}`);

    const all = await board('');
    expect(keys(all.data).slice(0, 2)).toEqual([`inhome:${inhome.id}`, `general:${repair.id}`]);
    expect(all.data[0]).toMatchObject({
      type: 'inhome',
      status: 'received',
      version: 1,
      brand_name: '星村',
      visit: null,
      member: { name: '王小明', phone: '0912345678' },
      moves: ['scheduled', 'cancelled'],
    });
    const inhomeCount = (await board('type=inhome')).meta.total;
    expect((await board('type=inhome')).data.every((r) => r.type === 'inhome')).toBe(true);
    expect(keys((await board('type=general')).data)).not.toContain(`inhome:${inhome.id}`);
    expect(keys((await board('brand=星村')).data)).toContain(`inhome:${inhome.id}`);
    expect(keys((await board('brand=風野')).data)).toEqual([`general:${repair.id}`]);
    // a visit has no store: a store's board is its fast repairs only
    const store = stores[0];
    if (!store) throw new Error('no store');
    expect((await board(`store_id=${store.id}`)).data.some((r) => r.type === 'inhome')).toBe(false);
    // a status only a repair has leaves the in-home requests out, one only they have leaves the repairs out
    expect((await board('status=awaiting_parcel')).meta.total).toBe(0);
    expect((await board('status=scheduled')).meta.total).toBe(0);
    const received = await board('status=received');
    expect(keys(received.data)).toEqual(expect.arrayContaining([`inhome:${inhome.id}`, `general:${repair.id}`]));
    const today = taipeiDaysFromNow(0);
    expect((await board(`type=inhome&from=${today}&to=${today}`)).meta.total).toBe(inhomeCount);
    expect((await board(`type=inhome&to=${taipeiDaysFromNow(-1)}`)).meta.total).toBe(0);
    // one page can hold both kinds; the next page goes on where it stopped
    const [first, second] = [await board('per_page=1&page=1'), await board('per_page=1&page=2')];
    expect([...keys(first.data), ...keys(second.data)]).toEqual(keys(all.data).slice(0, 2));
    await s.refused(await call('GET', '/api/staff/repairs?type=visit', service.auth), 'type');
    expect(await data<string[]>(await call('GET', '/api/staff/repair-brands', service.auth))).toEqual(
      expect.arrayContaining(['風野', '星村']),
    );
  });
});

describe('moving an in-home request', () => {
  it('schedules, reschedules and completes it; records who, when and the note; the member reads and is mailed each move', async () => {
    const { id } = await requestInhome();
    await s.refused(await move(id, { status: 'completed', version: 1 }), 'status', /無法由「已受理」改為「已完成」/);
    const missing = await s.fieldErrors(await move(id, { status: 'scheduled', version: 1 }));
    expect(Object.keys(missing).sort()).toEqual(['visit_date', 'visit_end', 'visit_start']);
    await s.refused(
      await move(id, { status: 'scheduled', version: 1, ...visit(3, '16:00', '14:00') }),
      'visit_end',
      '結束時間須晚於開始時間。',
    );
    await s.refused(
      await move(id, { status: 'scheduled', version: 1, ...visit(-1) }),
      'visit_date',
      '到府日期不可早於今天。',
    );
    await s.refused(await move(id, { status: 'scheduled', version: 1, ...visit(3, '2pm') }), 'visit_start');

    const scheduled = await data<StaffInhomeDetail>(
      await move(id, { status: 'scheduled', version: 1, ...visit(3), note: '技師會先來電確認。' }),
    );
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      version: 2,
      visit: { date: taipeiDaysFromNow(3), start: '14:00', end: '16:00' },
      note: '技師會先來電確認。',
      decided_by: service.account.email,
      moves: ['scheduled', 'completed', 'cancelled'],
    });
    expect(scheduled.steps.map((st) => [st.from, st.status, st.by])).toEqual([
      [null, 'received', null],
      ['received', 'scheduled', service.account.email],
    ]);

    // the page read before the move is stale now: its decision is refused, saying where the request is
    const stale = await move(id, { status: 'cancelled', version: 1, note: '會員取消。' });
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as { message: string; errors: Record<string, string[]> };
    expect(refusal.message).toContain('已排定到府');
    expect(refusal.errors.status?.[0]).toMatch(/剛被更新/);

    const rescheduled = await data<StaffInhomeDetail>(
      await move(id, { status: 'scheduled', version: 2, ...visit(4, '09:30', '11:00') }),
    );
    expect(rescheduled).toMatchObject({ status: 'scheduled', version: 3, note: null });
    expect(rescheduled.visit).toEqual({ date: taipeiDaysFromNow(4), start: '09:30', end: '11:00' });
    const done = await data<StaffInhomeDetail>(await move(id, { status: 'completed', version: 3 }));
    expect(done).toMatchObject({ status: 'completed', moves: [] });
    await s.refused(await move(id, { status: 'cancelled', version: 4, note: '—' }), 'status');

    const [record] = (await data<InhomeRecord[]>(await call('GET', '/api/user/inhome_services', member.auth))).filter(
      (r) => r.id === id,
    );
    expect(record).toMatchObject({
      status: 'completed',
      visit: { date: taipeiDaysFromNow(4), start: '09:30', end: '11:00' },
    });
    expect(record?.history.map((h) => [h.status, h.visit?.start ?? null, h.note])).toEqual([
      ['received', null, null],
      ['scheduled', '14:00', '技師會先來電確認。'],
      ['scheduled', '09:30', null],
      ['completed', null, null],
    ]);

    // one mail a move (the outbox sends them in no promised order)
    const mails = await inhomeMails(id);
    const about = (subject: string) => mails.find((m) => m.subject === `好生活：${subject}（${recordNumber(id)}）`);
    expect(mails).toHaveLength(4);
    expect(about('我們已收到您的到府服務申請')).toBeDefined();
    expect(about('到府服務進度更新「已完成」')).toBeDefined();
    const first = about('到府服務進度更新「已排定到府」');
    expect(first?.text).toContain(`到府時間：${taipeiDaysFromNow(3)} 14:00–16:00`);
    expect(first?.text).toContain('客服說明：技師會先來電確認。');
    expect(first?.text).toContain('https://shop.example.com.tw/member/service');
    expect(about('到府服務改期通知')?.text).toContain(`到府時間：${taipeiDaysFromNow(4)} 09:30–11:00`);

    const entries = await s.audit(`action=inhome.status&entity_id=${id}`);
    expect(entries.map((e) => e.after)).toEqual([
      { status: 'completed' },
      { status: 'scheduled', visit: `${taipeiDaysFromNow(4)} 09:30–11:00` },
      { status: 'scheduled', visit: `${taipeiDaysFromNow(3)} 14:00–16:00`, note: '技師會先來電確認。' },
    ]);
    expect(entries[0]).toMatchObject({ actor_email: service.account.email, entity: 'inhome_request' });
  });

  it('cancels only with the reason the member is told', async () => {
    const { id } = await requestInhome();
    await s.refused(await move(id, { status: 'cancelled', version: 1 }), 'note', '取消時請填寫原因，會寄給會員。');
    await s.refused(await move(id, { status: 'cancelled', version: 1, note: '   ' }), 'note');
    const cancelled = await data<StaffInhomeDetail>(
      await move(id, { status: 'cancelled', version: 1, note: '此型號不提供到府服務，請改用送修。' }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', moves: [], note: '此型號不提供到府服務，請改用送修。' });
    const [mail] = (await inhomeMails(id)).filter((m) => m.subject.includes('已取消'));
    expect(mail?.text).toContain('客服說明：此型號不提供到府服務，請改用送修。');
  });

  it('makes one decision of two made at once from the same page; the other is a 409', async () => {
    const { id } = await requestInhome();
    const answers = await Promise.all([
      move(id, { status: 'scheduled', version: 1, ...visit(2) }),
      move(id, { status: 'scheduled', version: 1, ...visit(2) }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const now = await read(id);
    expect(now.steps).toHaveLength(2);
    expect((await inhomeMails(id)).filter((m) => m.subject.includes('已排定到府'))).toHaveLength(1);
  });

  it('answers 404 for a request that does not exist, 422 in Chinese for a status that does not', async () => {
    expect((await move(2147483000, { status: 'cancelled', version: 1, note: '—' })).status).toBe(404);
    expect((await call('GET', '/api/staff/inhome-requests/2147483000', service.auth)).status).toBe(404);
    const { id } = await requestInhome();
    await s.refused(await move(id, { status: 'lost', version: 1 }), 'status');
    await s.refused(await move(id, { status: 'received' }), 'version');
  });
});
