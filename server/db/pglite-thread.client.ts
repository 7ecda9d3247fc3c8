import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { TEXT_TYPE_KEYS } from './pglite-text-dates';
import { deserializeError, type SerializedError, type ThreadReply, type ThreadRequest } from './pglite-thread.protocol';

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The part of PGlite the server uses (drizzle's session, the job queue, content changes). */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteTransactionHandle extends PgliteQueries {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * The embedded database in a worker thread (pglite-thread.worker.ts), with the calls of PGlite that
 * drizzle, the job queue and the content-change watcher make. Options that carry functions cannot
 * cross: the worker keeps drizzle's dates as text itself, so its parsers are dropped, and any other
 * parser is refused rather than silently ignored.
 */
export class ThreadedPGlite implements PgliteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #next = 1;
  #failed: Error | null = null;
  readonly ready: Promise<void>;

  constructor(init: { dir?: string; load?: ArrayBuffer }) {
    this.#worker = new Worker(new URL('./pglite-thread.boot.mjs', import.meta.url), { workerData: init });
    let started: () => void;
    let failed: (err: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    this.#worker.on('message', (reply: ThreadReply) => {
      if ('op' in reply) {
        if (reply.op === 'notify')
          for (const listener of this.#listeners.get(reply.channel) ?? []) listener(reply.payload);
        else if (reply.op === 'ready') started();
        else failed(deserializeError(reply.error));
        return;
      }
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(deserializeError(reply.error as SerializedError));
    });
    // A thread that dies takes its answers with it: every caller hears why, none waits forever.
    const lost = (err: Error) => {
      this.#failed = err;
      failed(err);
      for (const waiting of this.#pending.values()) waiting.reject(err);
      this.#pending.clear();
    };
    this.#worker.on('error', lost);
    this.#worker.on('exit', (code) => lost(new Error(`the database thread stopped (exit code ${code})`)));
  }

  #send<T>(request: Request, id = this.#next++): Promise<T> {
    if (this.#failed) return Promise.reject(this.#failed);
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, txId?: number): Promise<Results<T>> {
    return this.#send({ op: 'query', sql, params, ...crossable(options), txId });
  }

  exec(sql: string, txId?: number): Promise<Results[]> {
    return this.#send({ op: 'exec', sql, txId });
  }

  /** As PGlite's: `fn` runs while the transaction holds the database; its failure rolls it back. */
  async transaction<T>(fn: (tx: PgliteTransactionHandle) => Promise<T>): Promise<T> {
    // the transaction is known by the id of the message that opened it
    const txId = this.#next++;
    await this.#send({ op: 'begin' }, txId);
    let closed = false;
    const tx: PgliteTransactionHandle = {
      query: (sql, params, options) => this.query(sql, params, options, txId),
      exec: (sql) => this.exec(sql, txId),
      rollback: async () => {
        throw new Error('roll back by throwing from the transaction');
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      closed = true;
      await this.#send({ op: 'end', txId, commit: false });
      throw err;
    }
    closed = true;
    await this.#send({ op: 'end', txId, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#send({ op: 'listen', channel });
    }
    listeners.add(callback);
    return async () => {
      listeners.delete(callback);
    };
  }

  /** The database's files as one tarball (as PGlite's `dumpDataDir('none')`). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#send<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (!this.#failed) await this.#send({ op: 'close' }).catch(() => undefined);
    this.#failed ??= new Error('the database is closed');
    await this.#worker.terminate();
  }
}

function crossable(options?: QueryOptions): { rowMode?: 'array' | 'object' } {
  if (!options) return {};
  const { rowMode, parsers, ...rest } = options;
  if (parsers && !Object.keys(parsers).every((key) => TEXT_TYPE_KEYS.has(key)))
    throw new Error('parsers of their own cannot cross to the database thread');
  if (Object.keys(rest).length > 0)
    throw new Error(`query options cannot cross to the database thread: ${Object.keys(rest).join(', ')}`);
  return rowMode ? { rowMode } : {};
}
