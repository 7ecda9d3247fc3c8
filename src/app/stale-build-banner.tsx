import { useSyncExternalStore } from 'react';
import { staleBuildStore } from '../lib/stale-build-store';
import { STALE_BUILD_TEXT } from '../lib/ui-text';

/**
 * The polite, non-blocking offer of a newer build. The status region is always present so that
 * screen readers announce the message when it appears.
 */
export function StaleBuildBanner() {
  const offer = useSyncExternalStore(staleBuildStore.subscribe, staleBuildStore.get, staleBuildStore.getServerSnapshot);
  return (
    <div className="stale-build" role="status">
      {offer && (
        <div className="stale-build__panel">
          <p className="stale-build__message">{STALE_BUILD_TEXT.message}</p>
          <div className="stale-build__actions">
            <button type="button" className="button button--primary" onClick={offer.accept}>
              {STALE_BUILD_TEXT.reload}
            </button>
            <button type="button" className="button button--ghost" onClick={offer.dismiss}>
              {STALE_BUILD_TEXT.later}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
