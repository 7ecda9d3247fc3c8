import { useState } from 'react';
import { endAllSessions } from '../../api/sessions.mutations';
import { requestLogOut } from '../../lib/session-commands';
import { MEMBER_TEXT } from './member-text';

/**
 * "Sign out on all devices": the server ends every session of the account (this one too), then
 * this browser logs out as the header's 登出 does.
 */
export function SignOutEverywhere() {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const signOutEverywhere = async () => {
    setState('busy');
    try {
      await endAllSessions();
    } catch {
      setState('failed');
      return;
    }
    await requestLogOut();
  };
  return (
    <section className="member-sessions" aria-labelledby="member-sessions-title">
      <h2 id="member-sessions-title" className="member-sessions__title">
        {MEMBER_TEXT.sessions.title}
      </h2>
      <p className="member-sessions__text">{MEMBER_TEXT.sessions.text}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={() => void signOutEverywhere()}
      >
        {state === 'busy' ? MEMBER_TEXT.sessions.busy : MEMBER_TEXT.sessions.button}
      </button>
      {state === 'failed' && (
        <p className="member-sessions__error" role="alert">
          {MEMBER_TEXT.sessions.failed}
        </p>
      )}
    </section>
  );
}
