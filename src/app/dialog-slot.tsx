import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dialogRequest } from '../lib/dialog-api';
import { importOrReload } from '../lib/stale-build-client';

// XState and the dialog machine stay out of the first chunk: they load on the first openDialog().
const DialogHost = lazy(() =>
  importOrReload(() => import('../screens/dialog/dialog-host')).then((m) => ({ default: m.DialogHost })),
);

export function DialogSlot() {
  const requested = useSyncExternalStore(dialogRequest.subscribe, dialogRequest.get, dialogRequest.getServerSnapshot);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}
