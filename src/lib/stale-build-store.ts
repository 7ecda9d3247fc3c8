import type { BuildInfo } from '../../schemas/build-info.schema';

/**
 * What the banner needs to know, kept outside the (lazily loaded) watcher so the banner in the
 * first chunk can subscribe without pulling XState in.
 */
export interface StaleBuildOffer {
  build: BuildInfo;
  accept: () => void;
  dismiss: () => void;
}

let offer: StaleBuildOffer | null = null;
const listeners = new Set<() => void>();

export const staleBuildStore = {
  get: (): StaleBuildOffer | null => offer,
  set(next: StaleBuildOffer | null): void {
    if (next?.build.buildId === offer?.build.buildId) return;
    offer = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
