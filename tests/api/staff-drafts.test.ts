import { describe, expect, it } from 'vitest';
import { STAFF_DRAFT_MAX_BYTES, STAFF_DRAFT_MESSAGES, type StaffDraftState } from '../../schemas/staff-draft.schema';
import { staffDrafts } from '../../server/db/tables/staff-draft.table';
import { staffApiForFile } from '../support/staff-api';

// The console's autosaved drafts on this file's database: PGlite, or PostgreSQL with TEST_DATABASE_URL.
const s = await staffApiForFile({ seed: false });
const editor = await s.staffMember(['editor']);
const otherEditor = await s.staffMember(['editor']);
const service = await s.staffMember(['service']);
const member = await s.member();

const path = (kind: string, key: string | number) => `/api/staff/drafts/${kind}/${key}`;
const state = async (auth: Record<string, string>, kind = 'article', key: string | number = 7) =>
  s.data<StaffDraftState>(await s.call('GET', path(kind, key), auth));
const put = (auth: Record<string, string>, body: unknown, kind = 'article', key: string | number = 7) =>
  s.call('PUT', path(kind, key), auth, body);

describe('drafts of the console’s forms', () => {
  it('keeps the editor’s own draft, replaced at each autosave, and shows it to nobody else as theirs', async () => {
    expect(await state(editor.auth)).toEqual({ mine: null, others: [] });
    expect((await put(editor.auth, { data: { subject: '初稿' }, base_version: 3 })).status).toBe(204);
    expect((await put(editor.auth, { data: { subject: '第二稿', body: '<p>內文</p>' }, base_version: 3 })).status).toBe(
      204,
    );
    const mine = await state(editor.auth);
    expect(mine.mine).toMatchObject({ data: { subject: '第二稿', body: '<p>內文</p>' }, base_version: 3 });
    expect(mine.others).toEqual([]);

    const theirs = await state(otherEditor.auth);
    expect(theirs.mine).toBeNull();
    expect(theirs.others).toEqual([
      { name: editor.account.name, email: editor.account.email, base_version: 3, updated_at: mine.mine?.updated_at },
    ]);
    // another record, another kind: nothing there
    expect(await state(otherEditor.auth, 'article', 8)).toEqual({ mine: null, others: [] });
    expect(await state(otherEditor.auth, 'recipe', 7)).toEqual({ mine: null, others: [] });
  });

  it('a discarded draft is gone for its owner only', async () => {
    await put(otherEditor.auth, { data: { subject: '另一人的稿' }, base_version: 3 });
    expect((await s.call('DELETE', path('article', 7), editor.auth)).status).toBe(204);
    expect((await state(editor.auth)).mine).toBeNull();
    expect((await state(editor.auth)).others.map((o) => o.email)).toEqual([otherEditor.account.email]);
    expect((await state(otherEditor.auth)).mine?.data).toEqual({ subject: '另一人的稿' });
  });

  it('drafts of a record not saved yet are kept under `new`', async () => {
    await put(editor.auth, { data: { subject: '新文章' }, base_version: 0 }, 'article', 'new');
    expect((await state(editor.auth, 'article', 'new')).mine?.data).toEqual({ subject: '新文章' });
  });

  it('drafts not touched for two weeks are neither shown nor kept', async () => {
    await put(editor.auth, { data: { subject: '舊稿' }, base_version: 1 }, 'brand', 2);
    await s.db.update(staffDrafts).set({ updatedAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) });
    expect(await state(editor.auth, 'brand', 2)).toEqual({ mine: null, others: [] });
    await put(otherEditor.auth, { data: { subject: '新稿' }, base_version: 1 }, 'brand', 3);
    expect(await s.db.$count(staffDrafts)).toBe(1);
  });

  it('refuses bad input by field, in Chinese', async () => {
    expect(await s.fieldErrors(await put(editor.auth, { data: 'text', base_version: 1 }))).toEqual({
      data: [STAFF_DRAFT_MESSAGES.data],
    });
    expect(await s.fieldErrors(await put(editor.auth, { data: {}, base_version: -1 }))).toEqual({
      base_version: [STAFF_DRAFT_MESSAGES.baseVersion],
    });
    expect(Object.keys(await s.fieldErrors(await put(editor.auth, { data: {} }, 'event', 1)))).toEqual(['kind']);
    expect(Object.keys(await s.fieldErrors(await s.call('GET', path('article', 'a b'), editor.auth)))).toEqual(['key']);
    const huge = { body: 'x'.repeat(STAFF_DRAFT_MAX_BYTES) };
    expect(await s.fieldErrors(await put(editor.auth, { data: huge, base_version: 1 }))).toEqual({
      data: [STAFF_DRAFT_MESSAGES.tooLarge],
    });
  });

  it('takes the role the record takes: a guest 401, a member or another role 403', async () => {
    expect((await s.call('GET', path('article', 7))).status).toBe(401);
    expect((await s.call('GET', path('article', 7), member.auth)).status).toBe(403);
    expect((await put(service.auth, { data: {}, base_version: 1 })).status).toBe(403);
    expect((await s.call('DELETE', path('article', 7), service.auth)).status).toBe(403);
    // an admin holds every role
    expect((await s.call('GET', path('article', 7), s.admin.auth)).status).toBe(200);
  });
});
