import { describe, expect, it } from 'vitest';
import { freshDbForFile, testApp } from '../support/api-app';
import { readMail } from '../support/eml';
import {
  loginQuery,
  outboxMail,
  signedInMember,
  ssoBrowser,
  type TestAccount,
  tempDataDir,
} from '../support/sso-browser';

const { db } = await freshDbForFile();
const dataDir = tempDataDir();
const app = testApp(db, { env: { DATA_DIR: dataDir } });

/** Another device: signs in at the sign-in service with the password and logs in to the site. */
async function anotherDevice(account: TestAccount, password = account.password) {
  const browser = ssoBrowser(app);
  const { outer_id, id_token } = loginQuery(await browser.submit('/sso/login', { email: account.email, password }));
  const res = await browser.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outer_id, access_token: id_token }),
  });
  const { data } = (await res.json()) as { data: { token_type: string; token: string } };
  return { authorization: `${data.token_type} ${data.token}` };
}

const profileStatus = async (auth: Record<string, string>) =>
  (await app.request('/api/user/profile', { headers: auth })).status;

describe('a password reset ends the sessions of the account', () => {
  it('every session opened before the reset stops working; other members keep theirs', async () => {
    const member = await signedInMember(app);
    const laptop = await anotherDevice(member.account);
    const bystander = await signedInMember(app);
    expect(await profileStatus(member.auth)).toBe(200);
    expect(await profileStatus(laptop)).toBe(200);

    const before = (await outboxMail(dataDir, 0)).length;
    await ssoBrowser(app).submit('/sso/forgot', { email: member.account.email });
    const mail = (await outboxMail(dataDir, before + 1)).map(readMail).findLast((m) => m.to === member.account.email);
    const link = new URL(/https?:\/\/\S+\/sso\/reset\?\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    const done = await ssoBrowser(app).submit('/sso/reset', {
      token: link.searchParams.get('token') ?? '',
      password: 'a brand new one',
      password_confirmation: 'a brand new one',
    });
    expect(done.status).toBe(303);

    expect(await profileStatus(member.auth)).toBe(401);
    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(bystander.auth)).toBe(200);
    // signing in again with the new password works as before
    expect(await profileStatus(await anotherDevice(member.account, 'a brand new one'))).toBe(200);
  });
});

describe('POST /api/user/sessions/end-all (sign out on all devices)', () => {
  const endAll = (auth: Record<string, string>) =>
    app.request('/api/user/sessions/end-all', { method: 'POST', headers: auth });

  it('is for members only', async () => {
    const res = await endAll({});
    expect(res.status).toBe(401);
  });

  it("ends every session of the caller's account, this one too, and clears the cookie", async () => {
    const member = await signedInMember(app);
    const phone = await anotherDevice(member.account);
    const bystander = await signedInMember(app);

    const res = await endAll(phone);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { ended: 2 } });
    expect(res.headers.get('set-cookie')).toMatch(/^token=;.*Max-Age=0/i);
    expect(res.headers.get('cache-control')).toBe('no-store');

    expect(await profileStatus(member.auth)).toBe(401);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(bystander.auth)).toBe(200);
  });
});
