import type { Db } from '../db/client';

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the items that arrive while a write is under way go into the next one, one
 * statement for all of them, and each caller gets its own result once it is written. Under load a
 * few statements a second serve thousands of requests; alone, an item is written at once.
 * `write` answers one result per item, in order; at most `maxItems` go into one write.
 */
export function groupCommit<T, R>(write: (db: Db, items: T[]) => Promise<R[]>, maxItems: number) {
  const queues = new WeakMap<Db, { waiting: Waiting<T, R>[]; writing: boolean }>();

  async function drain(db: Db, queue: { waiting: Waiting<T, R>[]; writing: boolean }) {
    queue.writing = true;
    try {
      while (queue.waiting.length) {
        const taken = queue.waiting.splice(0, maxItems);
        try {
          const results = await write(
            db,
            taken.map((w) => w.item),
          );
          for (const [i, w] of taken.entries()) w.resolve(results[i] as R);
        } catch (error) {
          for (const w of taken) w.reject(error);
        }
      }
    } finally {
      queue.writing = false;
    }
  }

  return (db: Db, item: T): Promise<R> => {
    const queue = queues.get(db) ?? { waiting: [], writing: false };
    queues.set(db, queue);
    return new Promise<R>((resolve, reject) => {
      queue.waiting.push({ item, resolve, reject });
      if (!queue.writing) void drain(db, queue);
    });
  };
}
