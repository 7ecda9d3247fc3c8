/** The site's own sign-in service: the server's SSO_LOGIN_URL default. */
const DEFAULT_SIGN_IN_URL = '/sso/login';

/**
 * Where guests are sent to sign in (SPEC §2 guard 3). The server writes its SSO_LOGIN_URL into
 * every page (`<meta name="sign-in-url">`), so a full page load and an in-app navigation send a
 * guest to the same place, the site's own /sso or an external single sign-on alike.
 */
export function signInBase(): string {
  const configured = document.querySelector<HTMLMetaElement>('meta[name="sign-in-url"]')?.content;
  return configured || DEFAULT_SIGN_IN_URL;
}
