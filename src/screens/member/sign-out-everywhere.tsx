import { useState } from 'react';
import { endAllSessions } from '../../api/sessions.mutations';
import { openDialog } from '../../lib/dialog-api';
import { requestLogOut } from '../../lib/session-commands';
import { MEMBER_TEXT } from './member-text';

const T = MEMBER_TEXT.sessions;

/**
 * "Sign out on all devices": asked in the site's dialog, whose confirm button ends every session
 * of the account on the server (this one too) before the dialog may close. When that fails, the
 * dialog stays open to try again or cancel; when it worked, this browser logs out as the
 * header's 登出 does.
 */
export function SignOutEverywhere() {
  const [failed, setFailed] = useState(false);
  const ask = async () => {
    setFailed(false);
    const action = await openDialog({
      title: T.button,
      message: T.confirm,
      type: 'warning',
      showCancelButton: true,
      cancelButtonText: T.cancel,
      confirmButtonText: T.button,
      beforeClose: async (closing) => {
        if (closing !== 'confirm') return;
        try {
          await endAllSessions();
        } catch (error) {
          setFailed(true);
          throw error;
        }
      },
    });
    if (action === 'confirm') await requestLogOut();
  };
  return (
    <section className="member-sessions" aria-labelledby="member-sessions-title">
      <h2 id="member-sessions-title" className="member-sessions__title">
        {T.title}
      </h2>
      <p className="member-sessions__text">{T.text}</p>
      <button type="button" className="button button--ghost" onClick={() => void ask()}>
        {T.button}
      </button>
      {failed && (
        <p className="member-sessions__error" role="alert">
          {T.failed}
        </p>
      )}
    </section>
  );
}
