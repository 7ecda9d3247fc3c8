import { useSyncExternalStore } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { signInUrl } from '../../schemas/route-guard';
import { BANNER } from '../../schemas/route-manifest';
import { headerSession, sessionStore } from '../lib/session-store';
import { useSiteAddress } from '../lib/site-address.context';
import { logOut } from './session-bridge';
import { returnAddress } from './session-route';
import { SESSION_TEXT } from './session-text';
import './session-links.css';

/**
 * The header's 登入 / 會員中心 + 登出 (list items of the header's tools list), from the session
 * store: no XState here, this renders in the first paint.
 */
export function SessionLinks() {
  const session = headerSession(
    useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.getServerSnapshot),
  );
  const location = useLocation();
  const site = useSiteAddress();

  switch (session.kind) {
    case 'guest':
      return (
        <li>
          {/* the sign-in service is another application: a document navigation, banner 1 (SPEC §2) */}
          <a
            className="site-header__link site-header__member"
            href={signInUrl(site.signInBase, returnAddress(location, site.origin), BANNER.others)}
          >
            {SESSION_TEXT.signIn}
          </a>
        </li>
      );
    case 'member':
      return (
        <>
          <li aria-busy={session.busy}>
            <NavLink to="/member" className="site-header__link site-header__member">
              {SESSION_TEXT.member}
            </NavLink>
          </li>
          <li>
            <button type="button" className="site-header__link session-links__sign-out" onClick={() => void logOut()}>
              {SESSION_TEXT.signOut}
            </button>
          </li>
        </>
      );
    default:
      return (
        <li>
          <span className="site-header__link session-links__status" role="status">
            <span className="session-links__spinner" aria-hidden="true" />
            {session.kind === 'signingIn' ? SESSION_TEXT.signingIn : SESSION_TEXT.signingOut}
          </span>
        </li>
      );
  }
}
