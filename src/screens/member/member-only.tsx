import { type ReactNode, useSyncExternalStore } from 'react';
import { sessionStore } from '../../lib/session-store';
import { UI_TEXT } from '../../lib/ui-text';
import { MEMBER_TEXT } from './member-text';

/**
 * A member page's content once the session machine has the profile. Until then it waits (the
 * machine is logging in or checking the stored token); a guest is on the way to the sign-in
 * service already (the machine sends them there), so this only says why.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { phase } = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.getServerSnapshot);
  if (phase === 'signedIn') return children;
  if (phase === 'guest' || phase === 'signingOut') {
    return (
      <div className="state-message" role="status">
        <p className="state-message__title">{MEMBER_TEXT.signInFirst}</p>
      </div>
    );
  }
  return (
    <div className="block-pending" aria-busy="true">
      <span className="visually-hidden">{UI_TEXT.loading}</span>
    </div>
  );
}
