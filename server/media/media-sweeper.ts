import type { Logger } from '../app-env';
import { deleteUnattachedMedia, type MediaDeps } from '../services/media.service';

export interface MediaSweeperOptions {
  /** how often it looks (default 6 hours) */
  everyMs?: number;
  /** an upload linked to no record after this long was left behind (default 2 days: a form may wait overnight) */
  olderThanMs?: number;
}

const HOUR = 60 * 60 * 1000;

/**
 * Deletes, now and then, the images uploaded for a form that was never sent (server/services/
 * media.service.ts deleteUnattachedMedia), rows and bytes. Every app server may run one: each row
 * is deleted by one of them. Returns the function that stops it; its timer never keeps the
 * process alive.
 */
export function startMediaSweeper(deps: MediaDeps, log: Logger, options: MediaSweeperOptions = {}): () => void {
  const everyMs = options.everyMs ?? 6 * HOUR;
  const olderThanMs = options.olderThanMs ?? 48 * HOUR;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await deleteUnattachedMedia(deps, new Date(Date.now() - olderThanMs));
      if (deleted > 0) log.info({ deleted }, 'uploads never linked to a record deleted');
    } catch (err) {
      log.error(err, 'deleting abandoned uploads failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
