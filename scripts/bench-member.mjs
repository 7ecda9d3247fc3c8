// A member for the benches (bench-load.mjs, bench-orders.mjs), signed up the way a person is:
// the register form (with the terms agreed), the link mailed to the server's outbox
// (DATA_DIR/outbox, no SMTP configured), its confirm button, then POST /api/auth/login from the
// same cookie jar (the id_token is bound to the jar's login_nonce cookie). Plain fetch with the
// cookies kept by hand, as tests/support/e2e-member.ts does with Playwright's jar.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PASSWORD = 'correct horse 8';

/** A member's cookies, as a browser keeps them. */
function jar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(res) {
      for (const line of res.headers.getSetCookie?.() ?? []) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        // a cleared cookie (login_nonce after its use) leaves the jar, as in a browser
        if (value === '' || /max-age=0\b/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    get: (name) => cookies.get(name),
  };
}

/**
 * The text of one of the outbox's .eml files (single-part, as the site sends): nodemailer picks
 * base64 or quoted-printable by the text's share of non-ASCII characters, so either may come.
 */
function mailText(eml) {
  const [head, ...rest] = eml.replace(/\r\n/g, '\n').split('\n\n');
  const body = rest.join('\n\n');
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  // the link is ASCII: soft line breaks and =XX escapes are all it needs undone
  return body
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The registration link mailed to `email`, once the server has written it (mail goes out in the background). */
async function mailedLink(outbox, email) {
  for (let i = 0; i < 200; i++) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const eml = readFileSync(path.join(outbox, file), 'utf8');
      if (!eml.includes(email)) continue;
      const text = mailText(eml);
      const link = /https?:\/\/\S+\/sso\/register\/confirm\?[^\s"<]+/.exec(text)?.[0];
      if (link) return new URL(link.replace(/&amp;/g, '&'));
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no registration mail for ${email} in ${outbox}`);
}

/**
 * Registers and logs in one new member at `origin` (the server's DATA_DIR given, for its outbox).
 * `ip` is sent as X-Forwarded-For: a server with TRUST_PROXY then counts each member's address
 * apart (the per-address registration limit), as real members come from their own.
 * Answers the `authorization` header value and a fetch that sends it with the member's cookies.
 */
export async function signUpMember({ origin, dataDir, ip, tag = String(process.pid) }) {
  const cookies = jar();
  const call = async (url, init = {}) => {
    const res = await fetch(new URL(url, origin), {
      ...init,
      redirect: 'manual',
      headers: {
        origin,
        cookie: cookies.header(),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
        ...init.headers,
      },
    });
    cookies.take(res);
    return res;
  };
  const form = (body) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });

  // the register page sets the double-submit CSRF cookie that each form must echo
  await call('/sso/register');
  const csrf = cookies.get('sso_csrf');
  if (!csrf) throw new Error('the sign-in service set no sso_csrf cookie');
  const email = `bench.${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com.tw`;
  const sent = await call(
    '/sso/register',
    form({
      _csrf: csrf,
      name: '壓測會員',
      email,
      mobile: '0912345678',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      agree: 'on',
      return_to: '/',
      banner: '1',
    }),
  );
  if (sent.status !== 200) throw new Error(`register: ${sent.status} ${await sent.text()}`);
  const link = await mailedLink(path.join(dataDir, 'outbox'), email);
  const back = await call('/sso/register/confirm', form({ _csrf: csrf, ...Object.fromEntries(link.searchParams) }));
  if (back.status !== 303) throw new Error(`confirm: ${back.status} ${await back.text()}`);
  const query = new URL(back.headers.get('location') ?? '', origin).searchParams;
  const login = await call('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outer_id: query.get('outer_id'), access_token: query.get('id_token') }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { data } = await login.json();
  const authorization = `${data.token_type} ${data.token}`;
  return {
    authorization,
    fetch: (url, init = {}) => call(url, { ...init, headers: { authorization, ...init.headers } }),
  };
}
