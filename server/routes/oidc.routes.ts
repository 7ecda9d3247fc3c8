import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { decodeJwt } from 'jose';
import type { AppEnv } from '../app-env';
import { discoverProvider } from '../oidc/oidc-discovery';
import { CodeExchangeError, redeemCode } from '../oidc/oidc-token-exchange';
import {
  codeChallenge,
  decodeTransaction,
  encodeTransaction,
  newTransaction,
  OIDC_TRANSACTION_COOKIE,
  OIDC_TRANSACTION_MAX_AGE_SECONDS,
  OIDC_TRANSACTION_PATH,
  sameState,
} from '../oidc/oidc-transaction';
import { idTokenTrust, verifyIdToken } from '../services/id-token.service';
import { parseBanner, safeReturnTo, withLogin } from '../sso/return-to';
import { messagePage } from '../sso/sso-pages';
import { expectedLoginNonce, loginNonceFor } from './login-nonce';
import { isHttps, siteOrigin } from './request-info';

type Ctx = Context<AppEnv>;

const SCOPE = 'openid profile email phone';
const TEXT = {
  title: '登入未完成',
  expired: '這次登入已逾時或不是從本瀏覽器開始的，請重新登入。',
  cancelled: '登入已取消。',
  unavailable: '登入服務暫時無法使用，請稍後再試。',
  again: '重新登入',
};

const callbackUrl = (c: Ctx) => `${siteOrigin(c)}${OIDC_TRANSACTION_PATH}/callback`;

/** A page that says why the sign-in stopped, with a way to start again from where the member was. */
function stopped(c: Ctx, status: 400 | 502, message: string, returnTo: string, banner: number) {
  c.header('Cache-Control', 'no-store');
  const again = `${OIDC_TRANSACTION_PATH}/authorize?${new URLSearchParams({ return_to: returnTo, banner: String(banner) })}`;
  return c.html(
    messagePage({ csrf: '', returnTo, banner: parseBanner(String(banner)) }, TEXT.title, message, {
      href: again,
      label: TEXT.again,
    }),
    status,
  );
}

/**
 * Sign-in at an external OpenID provider (SSO_ISSUER): the authorization-code flow with PKCE,
 * `state` and `nonce` (RFC 6749 §4.1, RFC 7636, OpenID Connect Core §3.1). The browser comes back
 * to the page it came from with SPEC §4's `outer_id` + `id_token`, and the client logs in with
 * SPEC §7's `POST /auth/login` exactly as with the site's own service: the token names this
 * browser's nonce and works once. Mounted under /api only when SSO_ISSUER is set.
 */
export function oidcRoutes() {
  return new Hono<AppEnv>()
    .get('/auth/oidc/authorize', async (c) => {
      const { env, log } = c.var.deps;
      const issuer = env.SSO_ISSUER as string;
      const back = safeReturnTo(c.req.query('return_to'), siteOrigin(c));
      const banner = parseBanner(c.req.query('banner'));
      const tx = newTransaction(back.pathname + back.search + back.hash, banner);
      let provider: Awaited<ReturnType<typeof discoverProvider>>;
      try {
        provider = await discoverProvider(issuer);
      } catch (err) {
        log.error({ err: err instanceof Error ? err.message : String(err) }, 'OIDC discovery failed');
        return stopped(c, 502, TEXT.unavailable, tx.returnTo, banner);
      }
      setCookie(c, OIDC_TRANSACTION_COOKIE, encodeTransaction(tx), {
        path: OIDC_TRANSACTION_PATH,
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level GET, which carries it
        sameSite: 'Lax',
        secure: isHttps(c),
        maxAge: OIDC_TRANSACTION_MAX_AGE_SECONDS,
      });
      const target = new URL(provider.authorization_endpoint);
      for (const [name, value] of Object.entries({
        response_type: 'code',
        client_id: env.SSO_AUDIENCE,
        redirect_uri: callbackUrl(c),
        scope: SCOPE,
        state: tx.state,
        // the digest of this browser's login cookie: POST /auth/login checks it again
        nonce: loginNonceFor(c),
        code_challenge: codeChallenge(tx.verifier),
        code_challenge_method: 'S256',
        // SPEC §2 guard 3: the sign-in page shows the form's banner; a standard provider ignores it
        banner: String(banner),
      })) {
        target.searchParams.set(name, value);
      }
      c.header('Cache-Control', 'no-store');
      return c.redirect(target.toString(), 302);
    })
    .get('/auth/oidc/callback', async (c) => {
      const { env, log } = c.var.deps;
      const issuer = env.SSO_ISSUER as string;
      const tx = decodeTransaction(getCookie(c, OIDC_TRANSACTION_COOKIE));
      deleteCookie(c, OIDC_TRANSACTION_COOKIE, { path: OIDC_TRANSACTION_PATH, secure: isHttps(c) });
      const query = c.req.query();
      if (!tx || !sameState(tx, query.state)) {
        // no round trip of this browser's: an old tab, a link someone sent, a forged answer
        log.warn({ hasTransaction: tx !== null }, 'OIDC callback refused: state is not this browser’s');
        return stopped(c, 400, TEXT.expired, tx?.returnTo ?? '/', tx?.banner ?? 1);
      }
      if (query.error || !query.code) {
        log.info({ error: query.error }, 'OIDC sign-in not completed at the provider');
        return stopped(
          c,
          400,
          query.error === 'access_denied' ? TEXT.cancelled : TEXT.unavailable,
          tx.returnTo,
          tx.banner,
        );
      }
      let idToken: string;
      let outerId: string;
      try {
        const provider = await discoverProvider(issuer);
        idToken = await redeemCode(provider, {
          code: query.code,
          verifier: tx.verifier,
          redirectUri: callbackUrl(c),
          clientId: env.SSO_AUDIENCE,
          clientSecret: env.SSO_CLIENT_SECRET,
        });
        const trust = await idTokenTrust(env, siteOrigin(c), async () => ({ keys: [] }));
        // `sub` is taken from the token, then the whole token verified against it (and the nonce
        // checked already here: a provider's answer for another browser goes no further)
        const { sub } = decodeJwt(idToken);
        outerId = typeof sub === 'string' ? sub : '';
        await verifyIdToken(trust, idToken, outerId, { nonce: expectedLoginNonce(c) });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        log.warn({ reason, exchange: err instanceof CodeExchangeError }, 'OIDC callback refused');
        return stopped(c, err instanceof CodeExchangeError ? 502 : 400, TEXT.unavailable, tx.returnTo, tx.banner);
      }
      c.header('Cache-Control', 'no-store');
      return c.redirect(withLogin(new URL(tx.returnTo, siteOrigin(c)), outerId, idToken), 302);
    });
}
