import type { Logger } from '../app-env';
import type { Db } from '../db/client';
import { type Publishable, publishDue } from '../services/publication.service';

/** A piece scheduled for a minute is live within this much of it (STAFF.md: "it does go live then"). */
export const PUBLICATION_SWEEP_MS = 10_000;

/**
 * Publishes scheduled content when its time comes, whether or not anyone visits: every app server
 * runs one, and each row is published by one of them (publishDue). Returns the function that
 * stops it; its timer never keeps the process alive.
 */
export function startPublicationSweeper(
  db: Db,
  kinds: readonly Publishable<unknown>[],
  log: Logger,
  everyMs = PUBLICATION_SWEEP_MS,
): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const published = await publishDue(db, kinds);
      if (published > 0) log.info({ published }, 'scheduled content published');
    } catch (err) {
      log.error(err, 'publishing scheduled content failed');
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
