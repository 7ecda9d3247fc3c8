import { describe, expect, it } from 'vitest';
import { freshDbForFile, testApp } from '../support/api-app';
import { loginQuery, signedInMember, ssoBrowser, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile();
const app = testApp(db, { env: { DATA_DIR: tempDataDir() } });

const getProfile = (auth: Record<string, string>) => app.request('/api/user/profile', { headers: auth });
const postProfile = (auth: Record<string, string>, body: unknown) =>
  app.request('/api/user/profile', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify(body),
  });

const VALID = {
  name: '林大同',
  mobile: '+886 912-000-111',
  gender: 'male',
  birthday: '1990-2-3',
  zip_code: '106',
  city: '臺北市',
  town: '大安區',
  address: '復興南路一段 1 號',
  subscribe: true,
};

describe('GET /api/user/profile', () => {
  it('answers 401 for a guest', async () => {
    const res = await app.request('/api/user/profile');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await res.json()).toEqual({ message: '請先登入會員。' });
  });

  it('answers 401 to a session whose member is gone, for reading and for saving', async () => {
    const orphan = testApp(db, { sessions: { findMember: async () => ({ id: 2_000_000_000 }) } });
    const auth = { authorization: 'Bearer orphan-token' };
    for (const res of [
      await orphan.request('/api/user/profile', { headers: auth }),
      await orphan.request('/api/user/profile', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify(VALID),
      }),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: '請先登入會員。' });
    }
  });
});

describe('POST /api/user/profile', () => {
  it('saves the profile (normalised) and answers it; a later GET sees it', async () => {
    const member = await signedInMember(app);
    const res = await postProfile(member.auth, VALID);
    expect(res.status).toBe(200);
    const expected = {
      outer_id: member.outerId,
      email: member.account.email,
      name: '林大同',
      mobile: '0912000111',
      gender: 'male',
      birthday: '1990-02-03',
      zip_code: '106',
      city: '臺北市',
      town: '大安區',
      address: '復興南路一段 1 號',
      subscribe: true,
    };
    expect(await res.json()).toEqual({ data: expected });
    expect(await (await getProfile(member.auth)).json()).toEqual({ data: expected });
  });

  it('keeps fields left out, and clears fields sent empty', async () => {
    const member = await signedInMember(app);
    await postProfile(member.auth, VALID);
    const res = await postProfile(member.auth, { name: '林大同', mobile: '0912000111', city: '', address: null });
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ gender: 'male', birthday: '1990-02-03', town: '大安區', city: null, address: null });
  });

  it('survives the next login: the id_token does not overwrite what the member edited', async () => {
    const member = await signedInMember(app, { name: '舊名字' });
    await postProfile(member.auth, { ...VALID, name: '新名字' });
    const browser = ssoBrowser(app);
    const q = loginQuery(
      await browser.submit('/sso/login', { email: member.account.email, password: member.account.password }),
    );
    const res = await browser.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outer_id: q.outer_id, access_token: q.id_token }),
    });
    const { data } = (await res.json()) as { data: { token: string } };
    const after = (await (await getProfile({ authorization: `Bearer ${data.token}` })).json()) as {
      data: { name: string };
    };
    expect(after.data.name).toBe('新名字');
  });

  it('answers invalid fields with 422 and a zh-TW message per field, changing nothing', async () => {
    const member = await signedInMember(app);
    const res = await postProfile(member.auth, {
      name: '',
      mobile: '0812345678',
      gender: 'robot',
      birthday: '2023-02-30',
      zip_code: '1a6',
      city: '臺'.repeat(11),
      address: '路'.repeat(201),
      subscribe: 'yes',
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('輸入的資料有誤，請檢查後再送出。');
    expect(body.errors).toEqual({
      name: ['請輸入姓名。'],
      mobile: ['請輸入正確的手機號碼（09 開頭共 10 碼）。'],
      gender: ['請選擇性別。'],
      birthday: ['請輸入正確的日期（YYYY-MM-DD）。'],
      zip_code: ['郵遞區號為 3、5 或 6 碼數字。'],
      city: ['縣市最多 10 個字。'],
      address: ['地址最多 200 個字。'],
      subscribe: ['請選擇是否訂閱電子報。'],
    });
    const { data } = (await (await getProfile(member.auth)).json()) as { data: { name: string } };
    expect(data.name).toBe(member.account.name);
  });

  it('refuses a town outside its city and a zip code of another town, changing nothing', async () => {
    const member = await signedInMember(app);
    await postProfile(member.auth, VALID);
    const elsewhere = await postProfile(member.auth, { ...VALID, town: '板橋區', zip_code: '220' });
    expect(elsewhere.status).toBe(422);
    expect(((await elsewhere.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      town: ['此鄉鎮市區不在所選縣市內。'],
    });
    const wrongZip = await postProfile(member.auth, { ...VALID, zip_code: '100' });
    expect(((await wrongZip.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      zip_code: ['郵遞區號與鄉鎮市區不符。'],
    });
    const { data } = (await (await getProfile(member.auth)).json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ city: '臺北市', town: '大安區', zip_code: '106' });
  });

  it('refuses a birthday in the future or before 1900', async () => {
    const member = await signedInMember(app);
    const future = await postProfile(member.auth, { ...VALID, birthday: `${new Date().getFullYear() + 1}-01-01` });
    expect(((await future.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      birthday: ['生日不可晚於今天。'],
    });
    const old = await postProfile(member.auth, { ...VALID, birthday: '1899-12-31' });
    expect(((await old.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      birthday: ['生日不可早於 1900 年。'],
    });
  });

  it('answers 422 when required fields are missing, and 415 for a non-JSON body', async () => {
    const member = await signedInMember(app);
    const res = await postProfile(member.auth, {});
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as { errors: object }).errors).sort()).toEqual(['mobile', 'name']);
    const form = await app.request('/api/user/profile', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...member.auth },
      body: 'name=x',
    });
    expect(form.status).toBe(415);
  });

  it('answers 401 for a guest, and saves nothing', async () => {
    const res = await postProfile({}, VALID);
    expect(res.status).toBe(401);
  });
});

describe('ownership', () => {
  it("never reaches another member's profile, whatever the request names", async () => {
    const alice = await signedInMember(app, { name: '艾莉絲' });
    const bob = await signedInMember(app, { name: '鮑伯' });
    // identifiers of the other member in the body and the query are not addresses of records
    const res = await postProfile(alice.auth, { ...VALID, name: '被改了', outer_id: bob.outerId, id: 1 });
    expect(res.status).toBe(200);
    const bobsView = (await (await getProfile(bob.auth)).json()) as { data: { name: string; outer_id: string } };
    expect(bobsView.data).toMatchObject({ name: '鮑伯', outer_id: bob.outerId });
    const query = await app.request(`/api/user/profile?outer_id=${bob.outerId}`, { headers: alice.auth });
    expect(((await query.json()) as { data: { outer_id: string } }).data.outer_id).toBe(alice.outerId);
  });
});
