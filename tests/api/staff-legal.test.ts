import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_MESSAGES, type LegalDocument, type StaffLegalVersion } from '../../schemas/legal-document.schema';
import { contentChangesOf } from '../../server/db/content-changes';
import { ssoAccounts } from '../../server/db/tables/sso-account.table';
import { ssoAgreements } from '../../server/db/tables/sso-agreement.table';
import { newAccount, register, ssoBrowser } from '../support/sso-browser';
import { staffApiForFile } from '../support/staff-api';

// The versioned membership terms and privacy policy (issue 24) on this file's database: PGlite,
// or PostgreSQL with TEST_DATABASE_URL. The first release comes from the table's migration.
const s = await staffApiForFile({ seed: false });
const { db, app, call, data, fieldErrors } = s;
const changes = contentChangesOf(db);
const audit = s.audit;

const editor = await s.staffMember(['editor']);
const service = await s.staffMember(['service']);
const member = await s.member();

beforeAll(async () => {
  await changes?.ready();
});

const current = async (kind: string) => data<LegalDocument>(await call('GET', `/api/legal/${kind}`));
const newTerms = (version: string, body = `<h2>一、條款的同意</h2><p>第 ${version} 版的條款。</p>`) =>
  call('POST', '/api/staff/legal', editor.auth, { kind: 'membership-terms', version, body });

describe('GET /api/legal/{kind}', () => {
  it('serves the first release of each kind from the table, for everyone', async () => {
    const terms = await current('membership-terms');
    expect(terms).toMatchObject({ kind: 'membership-terms', version: '2026-01-01' });
    expect(terms.body).toContain('<h2>一、條款的同意</h2>');
    const privacy = await current('privacy-policy');
    expect(privacy.body).toContain('Cookie');
    expect((await call('GET', '/api/legal/refund-policy')).status).toBe(422);
  });
});

describe('/api/staff/legal', () => {
  it('is for editors: a member, a service person and a guest are refused', async () => {
    expect((await call('GET', '/api/staff/legal', member.auth)).status).toBe(403);
    expect((await call('GET', '/api/staff/legal', service.auth)).status).toBe(403);
    expect((await call('GET', '/api/staff/legal')).status).toBe(401);
    const body = { kind: 'privacy-policy', version: 'x', body: '<p>x</p>' };
    expect((await call('POST', '/api/staff/legal', service.auth, body)).status).toBe(403);
    expect((await call('POST', '/api/staff/legal/1/publish', member.auth)).status).toBe(403);
    expect((await call('GET', '/api/staff/legal', editor.auth)).status).toBe(200);
  });

  it('refuses a version without a name, a body or a kind, by field in zh-TW', async () => {
    const errors = await fieldErrors(
      await call('POST', '/api/staff/legal', editor.auth, { kind: 'terms', version: ' ', body: '<p> </p>' }),
    );
    expect(errors).toEqual({
      kind: ['請選擇文件種類。'],
      version: [LEGAL_MESSAGES.version],
      body: [LEGAL_MESSAGES.body],
    });
    // only what sanitising removes is no body either
    expect(await fieldErrors(await newTerms('script-only', '<script>alert(1)</script>'))).toEqual({
      body: [LEGAL_MESSAGES.body],
    });
    expect(await fieldErrors(await newTerms('2026-01-01'))).toEqual({ version: [LEGAL_MESSAGES.versionTaken] });
  });

  it('writes a draft (sanitised, audited) that nobody agrees to until it is published', async () => {
    const draft = await data<StaffLegalVersion>(
      await newTerms('2026-12-01', '<p onclick="x()">新條款</p><script>x</script>'),
    );
    expect(draft).toMatchObject({ status: 'draft', current: false, published_at: null, version: '2026-12-01' });
    expect(draft.body).toBe('<p>新條款</p>');
    expect(draft.created_by).toBe(editor.account.email);
    const [entry] = await audit(`action=legal_document.create&entity_id=${draft.id}`);
    expect(entry).toMatchObject({ actor_email: editor.account.email, before: null, after: { version: '2026-12-01' } });
    expect((await current('membership-terms')).version).toBe('2026-01-01');
    const list = await data<StaffLegalVersion[]>(
      await call('GET', '/api/staff/legal?kind=membership-terms', editor.auth),
    );
    expect(list.map((v) => [v.version, v.status, v.current])).toEqual([
      ['2026-12-01', 'draft', false],
      ['2026-01-01', 'published', true],
    ]);
  });

  it('publishes a version: it is current, the previous stays listed, a second publish is 409 with it', async () => {
    const draft = await data<StaffLegalVersion>(await newTerms('2027-01-01'));
    const generation = changes?.generation();
    const published = await data<StaffLegalVersion>(
      await call('POST', `/api/staff/legal/${draft.id}/publish`, editor.auth),
    );
    expect(published).toMatchObject({ status: 'published', current: true });
    expect(changes?.generation()).not.toBe(generation);
    expect(await current('membership-terms')).toMatchObject({ version: '2027-01-01', body: draft.body });
    const again = await call('POST', `/api/staff/legal/${draft.id}/publish`, editor.auth);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { current: StaffLegalVersion }).current).toMatchObject({ id: draft.id });
    const [entry] = await audit(`action=legal_document.publish&entity_id=${draft.id}`);
    expect(entry).toMatchObject({ before: { status: 'draft' }, after: { status: 'published', current: true } });
    const list = await data<StaffLegalVersion[]>(
      await call('GET', '/api/staff/legal?kind=membership-terms', editor.auth),
    );
    expect(list.find((v) => v.version === '2026-01-01')).toMatchObject({ status: 'published', current: false });
    expect((await call('POST', '/api/staff/legal/999999/publish', editor.auth)).status).toBe(404);
  });

  it('records the version current at sign-up in the next registration’s agreement, and shows it on the form', async () => {
    const draft = await data<StaffLegalVersion>(
      await call('POST', '/api/staff/legal', editor.auth, {
        kind: 'privacy-policy',
        version: '2027-02-隱私',
        body: '<p>新的隱私權政策。</p>',
      }),
    );
    await data(await call('POST', `/api/staff/legal/${draft.id}/publish`, editor.auth));
    const { html } = await ssoBrowser(app).open('/sso/register');
    expect(html).toContain('隱私權政策（2027-02-隱私 版）');
    const account = newAccount();
    await register(ssoBrowser(app), account);
    const [row] = await db
      .select({ terms: ssoAgreements.termsVersion, privacy: ssoAgreements.privacyVersion })
      .from(ssoAgreements)
      .innerJoin(ssoAccounts, eq(ssoAccounts.id, ssoAgreements.accountId))
      .where(eq(ssoAccounts.email, account.email));
    // the terms published by the test before: whatever is current at that moment, not a constant
    expect(row).toEqual({ terms: (await current('membership-terms')).version, privacy: '2027-02-隱私' });
    expect(row?.terms).toBe('2027-01-01');
  });
});
