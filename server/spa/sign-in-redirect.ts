import { signInUrl } from '../../schemas/route-guard';
import type { BannerId } from '../../schemas/route-manifest';

/**
 * Where a guest on a login-only page is sent (SPEC §2 guard 3). The site's own service (a path
 * such as `/sso/login`) gets a relative return address: the Host header of the request never
 * decides where a signed-in user lands. An external service needs an absolute one, built from
 * PUBLIC_URL (set it in production) or else the request's origin.
 */
export function signInLocation(
  ssoLoginUrl: string,
  request: { url: URL; publicUrl?: string | undefined },
  banner: BannerId,
): string {
  const returnPath = request.url.pathname + request.url.search;
  const sameSite = ssoLoginUrl.startsWith('/') && !ssoLoginUrl.startsWith('//');
  if (sameSite) return signInUrl(ssoLoginUrl, returnPath, banner);
  const origin = request.publicUrl ? new URL(request.publicUrl).origin : request.url.origin;
  return signInUrl(ssoLoginUrl, origin + returnPath, banner);
}
