import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit-log.schema';
import type { StaffMe, StaffPerson } from '../../schemas/staff-role.schema';
import { auditLog } from '../../server/db/tables/audit-log.table';
import { STAFF_MESSAGES } from '../../server/services/staff-roles.service';
import { type Auth, staffApiForFile } from '../support/staff-api';

const BOSS = 'boss@example.com.tw';
const s = await staffApiForFile({ seed: false, adminEmail: BOSS, remoteAddress: '203.0.113.7' });
const { db, call, data } = s;
const audit = async (auth: Auth, query = '') => {
  const res = await call('GET', `/api/staff/audit${query}`, auth);
  expect(res.status).toBe(200);
  return (await res.json()) as { data: AuditEntry[]; meta: { total: number } };
};

const boss = s.admin;
const ann = await s.member();
const bob = await s.member();
let bossId = 0;
let bobId = 0;

describe('who may open the console', () => {
  it('asks a guest to sign in (401) and refuses a member who holds no role (403)', async () => {
    expect((await call('GET', '/api/staff/me')).status).toBe(401);
    const member = await call('GET', '/api/staff/me', ann.auth);
    expect(member.status).toBe(403);
    expect(((await member.json()) as { message: string }).message).toMatch(/[\u4e00-\u9fff]/);
    for (const path of ['/api/staff/people', '/api/staff/audit']) {
      expect((await call('GET', path, ann.auth)).status).toBe(403);
    }
  });

  it('makes a STAFF_EMAILS member the first admin at their first call, and records it once', async () => {
    const [first, second] = await Promise.all([
      call('GET', '/api/staff/me', boss.auth),
      call('GET', '/api/staff/me', boss.auth),
    ]);
    expect((await data<StaffMe>(first)).roles).toEqual(['admin']);
    expect((await data<StaffMe>(second)).roles).toEqual(['admin']);
    const { data: entries } = await audit(boss.auth, '?action=staff.bootstrap');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: null, entity: 'member', after: { roles: ['admin'] } });
  });
});

describe('granting roles (admin only, audited)', () => {
  it('gives roles by the email a member signed up with, and the member then holds exactly those', async () => {
    const res = await call('POST', '/api/staff/people', boss.auth, {
      email: ann.account.email.toUpperCase(),
      roles: ['editor'],
    });
    expect(res.status).toBe(200);
    expect(await data<StaffMe>(await call('GET', '/api/staff/me', ann.auth))).toMatchObject({ roles: ['editor'] });
    // an editor is staff but not an admin
    expect((await call('GET', '/api/staff/people', ann.auth)).status).toBe(403);
    expect((await call('GET', '/api/staff/audit', ann.auth)).status).toBe(403);
    const people = await data<StaffPerson[]>(await call('GET', '/api/staff/people', boss.auth));
    expect(people.map((p) => [p.email, p.roles])).toEqual(
      expect.arrayContaining([
        [BOSS, ['admin']],
        [ann.account.email, ['editor']],
      ]),
    );
  });

  it('records who, from where, before and after', async () => {
    const { data: entries } = await audit(boss.auth, `?action=staff.roles&actor=${encodeURIComponent('BOSS@')}`);
    expect(entries[0]).toMatchObject({
      actor_email: BOSS,
      ip: '203.0.113.7',
      entity: 'member',
      before: { roles: [] },
      after: { roles: ['editor'] },
    });
  });

  it('refuses an unknown email, a made-up role and a repeated role with field messages (422)', async () => {
    const unknown = await call('POST', '/api/staff/people', boss.auth, {
      email: 'ghost@example.com',
      roles: ['editor'],
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ errors: { email: [STAFF_MESSAGES.notFoundByEmail] } });
    const madeUp = await call('PUT', '/api/staff/people/1/roles', boss.auth, { roles: ['root'] });
    expect(madeUp.status).toBe(422);
    const twice = await call('POST', '/api/staff/people', boss.auth, {
      email: ann.account.email,
      roles: ['events', 'events'],
    });
    expect(twice.status).toBe(422);
    expect(await twice.json()).toMatchObject({ errors: { roles: ['角色重複。'] } });
  });

  it('lets nobody change their own roles', async () => {
    const me = await data<StaffMe>(await call('GET', '/api/staff/me', boss.auth));
    const res = await call('PUT', `/api/staff/people/${me.id}/roles`, boss.auth, { roles: ['editor'] });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ errors: { roles: [STAFF_MESSAGES.ownRoles] } });
    expect((await data<StaffMe>(await call('GET', '/api/staff/me', boss.auth))).roles).toEqual(['admin']);
  });

  it('keeps one admin when two admins remove each other at the same moment', async () => {
    await call('POST', '/api/staff/people', boss.auth, { email: bob.account.email, roles: ['admin'] });
    bossId = (await data<StaffMe>(await call('GET', '/api/staff/me', boss.auth))).id;
    bobId = (await data<StaffMe>(await call('GET', '/api/staff/me', bob.auth))).id;
    const answers = await Promise.all([
      call('PUT', `/api/staff/people/${bobId}/roles`, boss.auth, { roles: [] }),
      call('PUT', `/api/staff/people/${bossId}/roles`, bob.auth, { roles: ['events'] }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const people = await data<StaffPerson[]>(
      await call('GET', '/api/staff/people', answers[0].status === 200 ? boss.auth : bob.auth),
    );
    expect(people.filter((p) => p.roles.includes('admin'))).toHaveLength(1);
  });

  it('does not give a STAFF_EMAILS member admin back once an admin has set their roles', async () => {
    const admin = await theAdmin();
    const other = admin === bob ? boss : bob;
    const otherId = other === bob ? bobId : bossId;
    expect((await call('PUT', `/api/staff/people/${otherId}/roles`, admin.auth, { roles: [] })).status).toBe(200);
    // boss is listed in STAFF_EMAILS: an admin's word stands all the same
    expect((await call('GET', '/api/staff/me', other.auth)).status).toBe(403);
  });
});

/** After the race above, whichever of boss and bob is still admin. */
const theAdmin = async () => ((await call('GET', '/api/staff/people', boss.auth)).status === 200 ? boss : bob);

describe('the audit log', () => {
  it('cannot be changed: no route edits it and the database refuses UPDATE and DELETE', async () => {
    const admin = await theAdmin();
    const { data: entries } = await audit(admin.auth);
    const id = entries[0]?.id as number;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(
        (await call(method, `/api/staff/audit/${id}`, admin.auth, method === 'DELETE' ? undefined : {})).status,
      ).toBe(404);
    }
    const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
    await expect(db.update(auditLog).set({ ip: 'forged' }).where(eq(auditLog.id, id))).rejects.toMatchObject(refused);
    await expect(db.delete(auditLog).where(eq(auditLog.id, id))).rejects.toMatchObject(refused);
  });

  it('filters by Taipei dates, and refuses an end before the start by its field (422)', async () => {
    const admin = await theAdmin();
    const all = await audit(admin.auth);
    expect(all.meta.total).toBeGreaterThanOrEqual(4);
    expect((await audit(admin.auth, '?to=2020-01-01')).meta.total).toBe(0);
    expect((await audit(admin.auth, '?from=2020-01-01')).meta.total).toBe(all.meta.total);
    const bad = await call('GET', '/api/staff/audit?from=2026-02-01&to=2026-01-01', admin.auth);
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ errors: { to: ['結束日期不可早於開始日期。'] } });
  });
});
