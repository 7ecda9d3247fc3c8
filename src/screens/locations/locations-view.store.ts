import { createExternalStore } from '../../lib/external-store';

/**
 * Below 1024 px the stores show as a list or as the map, one at a time. The choice lives outside
 * the screen because opening a store is a new route that mounts the screen afresh, and a reader who
 * tapped a pin expects the map still there when the store's sheet closes.
 */
export const locationsView = createExternalStore<'list' | 'map'>(() => 'list');
