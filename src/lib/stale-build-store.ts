import type { BuildInfo } from '../../schemas/build-info.schema';
import { createExternalStore } from './external-store';

/**
 * What the banner needs to know, kept outside the (lazily loaded) watcher so the banner in the
 * first chunk can subscribe without pulling XState in.
 */
export interface StaleBuildOffer {
  build: BuildInfo;
  accept: () => void;
  dismiss: () => void;
}

/** One offer per build: the watcher reports the same build on every check. */
export const staleBuildStore = createExternalStore<StaleBuildOffer | null>(
  () => null,
  (a, b) => a?.build.buildId === b?.build.buildId,
);
