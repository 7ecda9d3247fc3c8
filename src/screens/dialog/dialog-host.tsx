import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { type BeforeCloseInput, dialogMachine } from '../../../machines/dialog.machine';
import { DialogOptionsSchema } from '../../../schemas/dialog.schema';
import { matchRoute, signInUrl } from '../../../schemas/route-guard';
import { BANNER, type BannerId } from '../../../schemas/route-manifest';
import { signInBase } from '../../lib/config';
import { connectDialogHost, notifyDialogClosed, runBeforeClose } from '../../lib/dialog-api';
import { inspect } from '../../lib/inspector';
import { siteRoutes } from '../../lib/site-routes';
import { DialogView } from './dialog-view';
import './dialog.css';

const BANNER_IDS = new Set<number>(Object.values(BANNER));

/** The dialog's banner, else the page's (a login-only page has one), else "others". */
function bannerFor(requested: number | undefined): BannerId {
  if (requested !== undefined && BANNER_IDS.has(requested)) return requested as BannerId;
  return matchRoute(window.location.pathname, siteRoutes)?.entry.banner ?? BANNER.others;
}

const appDialogMachine = dialogMachine.provide({
  actions: {
    goToSignIn: (_, { banner, returnTo }) => {
      const back = returnTo ? new URL(returnTo, window.location.origin).href : window.location.href;
      window.location.assign(signInUrl(signInBase(), back, bannerFor(banner)));
    },
    notifyClosed: (_, { action }) => notifyDialogClosed(action),
  },
  actors: {
    beforeClose: fromPromise<void, BeforeCloseInput>(({ input }) => runBeforeClose(input.beforeCloseKey, input.action)),
  },
});

/** The one global dialog (SPEC §3), loaded on the first openDialog(). */
export function DialogHost() {
  const actor = useActorRef(appDialogMachine, { inspect });
  const view = useSelector(
    actor,
    (s) => ({
      shown: s.matches('visible') || s.matches('closing'),
      busy: s.matches('closing'),
      options: s.context.options,
    }),
    shallowEqual,
  );

  // A dialog belongs to the page it was opened on: leaving the page (Back, a link) removes it,
  // instead of leaving the next page inert behind it.
  const { key } = useLocation();
  const openedOn = useRef(key);
  useEffect(() => {
    if (openedOn.current !== key) actor.send({ type: 'dialog.close' });
    openedOn.current = key;
  }, [key, actor]);

  useEffect(
    () =>
      connectDialogHost({
        open(options) {
          if (!DialogOptionsSchema.safeParse(options).success) return false;
          actor.send({ type: 'dialog.open', options });
          return true;
        },
      }),
    [actor],
  );

  if (!view.shown || !view.options) return null;
  return (
    <DialogView
      options={view.options}
      busy={view.busy}
      onConfirm={() => actor.send({ type: 'dialog.confirm' })}
      onCancel={() => actor.send({ type: 'dialog.cancel' })}
    />
  );
}
