import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactReceipt } from '../../schemas/contact.schema';
import type { InboxMessage, InboxMessageRow } from '../../schemas/staff-inbox.schema';
import { contactMessages } from '../../server/db/tables/contact-message.table';
import { memberMails } from '../../server/db/tables/member-mail.table';
import { validMessage } from '../models/contact.model';
import { deliverMailOf } from '../support/api-app';
import { solveCaptcha } from '../support/captcha';
import { readMail } from '../support/eml';
import { outboxMail } from '../support/sso-browser';
import { type RouteCall, staffApiForFile } from '../support/staff-api';

const s = await staffApiForFile({ env: { CAPTCHA_MAX_NUMBER: 20 } });
const { db, app, call, data } = s;
const service = await s.staffMember(['service']);
const events = await s.staffMember(['events']);
const editor = await s.staffMember(['editor']);
const member = await s.member();

let seq = 0;
/** A guest's message through `/api/contact`, as the form sends it. */
async function write(overrides: Record<string, unknown> = {}): Promise<ContactReceipt> {
  seq += 1;
  const res = await call(
    'POST',
    '/api/contact',
    {},
    {
      ...validMessage,
      email: `guest${seq}@example.com.tw`,
      google_recaptcha_token: await solveCaptcha(app),
      ...overrides,
    },
  );
  return data<ContactReceipt>(res);
}

const answer = (id: number, text: string, auth = service.auth) =>
  call('POST', `/api/staff/inbox/${id}/answer`, auth, { answer: text });
const setStatus = (id: number, status: string) =>
  call('POST', `/api/staff/inbox/${id}/status`, service.auth, { status });
const list = async (query = '') => data<InboxMessageRow[]>(await call('GET', `/api/staff/inbox${query}`, service.auth));

describe('the console contact inbox', () => {
  it('asks a guest to sign in, refuses a member and the roles events and editor; service reads', async () => {
    const routes: RouteCall[] = [
      ['GET', '/api/staff/inbox'],
      ['GET', '/api/staff/inbox/1'],
      ['POST', '/api/staff/inbox/1/answer', { answer: '您好' }],
      ['POST', '/api/staff/inbox/1/status', { status: 'closed' }],
    ];
    await s.guarded(routes, member);
    for (const person of [events, editor]) {
      for (const [method, path, body] of routes) {
        expect((await call(method, path, person.auth, body)).status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await call('GET', '/api/staff/inbox', service.auth)).status).toBe(200);
  });

  it('lists every message newest first, by status and by class, with the whole message on its page', async () => {
    const first = await write({ class_id: 6, others: {}, content: '想詢問門市營業時間。' });
    const second = await write();
    const rows = await list(`?status=new`);
    expect(rows.slice(0, 2).map((r) => r.id)).toEqual([second.id, first.id]);
    expect(rows[0]).toMatchObject({ status: 'new', class_id: 2, answered_at: null });
    expect((await list('?class_id=6')).map((r) => r.id)).toContain(first.id);
    expect((await list('?class_id=6')).map((r) => r.id)).not.toContain(second.id);
    expect((await list(`?q=guest${seq}@`)).map((r) => r.id)).toEqual([second.id]);
    await s.refused(await call('GET', '/api/staff/inbox?status=maybe', service.auth), 'status');

    const read = await data<InboxMessage>(await call('GET', `/api/staff/inbox/${second.id}`, service.auth));
    expect(read).toMatchObject({ content: validMessage.content, phone: '0912345678', answer: null });
    expect(read.class_name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers by mail from the site, threaded with the acknowledgement, and keeps the answer with the message', async () => {
    const sent = await write();
    await s.refused(await answer(sent.id, '   '), 'answer', '請輸入回覆內容。');
    const answered = await data<InboxMessage>(await answer(sent.id, '您好，集塵盒卡榫可至門市免費更換。'));
    expect(answered).toMatchObject({
      status: 'answered',
      answer: '您好，集塵盒卡榫可至門市免費更換。',
      answered_by_email: service.account.email,
    });
    expect(answered.answered_at).toEqual(expect.any(String));

    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, sent.id));
    const messageId = stored?.mailMessageId ?? '';
    expect(messageId).toMatch(/^<contact\.[0-9a-f-]{36}@[^>]+>$/);
    const mails = await db.select().from(memberMails);
    const ack = mails.find((m) => m.key === `contact:${sent.id}:ack`);
    const reply = mails.find((m) => m.key === `contact:${sent.id}:answer`);
    expect(ack?.headers).toEqual({ 'Message-ID': messageId });
    expect(reply).toMatchObject({
      toAddress: `guest${seq}@example.com.tw`,
      subject: `Re: ${ack?.subject}`,
      headers: { 'In-Reply-To': messageId, References: messageId },
    });
    expect(reply?.text).toContain('您好，集塵盒卡榫可至門市免費更換。');
    expect(reply?.text).toContain(`> ${validMessage.content}`);

    // it goes out from the outbox as a real mail with those headers
    await deliverMailOf(app);
    const emls = await outboxMail(s.dataDir, 1);
    const eml = emls.find((m) => readMail(m).subject.startsWith('Re: ')) ?? '';
    expect(eml).toContain(`In-Reply-To: ${messageId}`);
    expect(eml).toContain(`References: ${messageId}`);
    expect(readMail(eml).to).toBe(`guest${seq}@example.com.tw`);

    // one answer per message: a second (another person, a double click) is told it was answered
    expect((await answer(sent.id, '再回一次')).status).toBe(409);
    const [entry] = await s.audit(`entity=contact_message&entity_id=${sent.id}`);
    expect(entry).toMatchObject({
      action: 'contact_message.answer',
      actor_email: service.account.email,
      before: { status: 'new' },
      after: { status: 'answered' },
    });
  });

  it('closes a message and opens it again where its answer left it; a closed one is not answered', async () => {
    const sent = await write();
    expect((await data<InboxMessage>(await setStatus(sent.id, 'closed'))).status).toBe('closed');
    expect((await answer(sent.id, '您好')).status).toBe(409);
    expect((await data<InboxMessage>(await setStatus(sent.id, 'new'))).status).toBe('new');
    await data<InboxMessage>(await answer(sent.id, '您好'));
    await setStatus(sent.id, 'closed');
    expect((await data<InboxMessage>(await setStatus(sent.id, 'new'))).status).toBe('answered');
    await s.refused(await setStatus(sent.id, 'answered'), 'status');
    const actions = (await s.audit(`entity=contact_message&entity_id=${sent.id}`)).map((e) => e.action);
    expect(actions).toEqual([
      'contact_message.reopen',
      'contact_message.close',
      'contact_message.answer',
      'contact_message.reopen',
      'contact_message.close',
    ]);
    expect((await call('GET', '/api/staff/inbox/999999', service.auth)).status).toBe(404);
  });
});
