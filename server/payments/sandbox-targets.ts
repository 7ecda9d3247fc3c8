/** The gateway's server-to-server notify route on this site (payments.routes.ts, under /api). */
export const NOTIFY_PATH = '/api/payments/notify';

/**
 * Where the sandbox delivers its notify and sends the browser back, decided by the site, never by
 * the checkout form: the form is signed with keys that may be ECPay's public test keys, so anyone
 * can sign one naming an internal address (a request forged from our server) or a phishing page (an
 * open redirect). The notify always goes to the site's own route; the browser goes back to the
 * address the form names only when it is on the site's own origin, else to the site's home page.
 */
export function sandboxTargets(
  siteOrigin: string,
  form: { ClientBackURL?: string | undefined },
): { notifyUrl: string; returnUrl: string } {
  const notifyUrl = new URL(NOTIFY_PATH, siteOrigin).toString();
  const back = URL.canParse(form.ClientBackURL ?? '', siteOrigin)
    ? new URL(form.ClientBackURL ?? '', siteOrigin)
    : null;
  const returnUrl = back && back.origin === siteOrigin ? back.toString() : new URL('/', siteOrigin).toString();
  return { notifyUrl, returnUrl };
}
