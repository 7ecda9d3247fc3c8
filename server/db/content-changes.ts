import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/** The channel the content tables' triggers notify on (migration 0004_content_version.sql). */
export const CONTENT_CHANNEL = 'content_version';

/**
 * What the public cache asks before each answer: the generation of the content this server has
 * seen. It moves on every notification of a content write (after that write committed), so an
 * answer cached under an older generation is never served again. `null` while this server is not
 * listening (starting, or its listening connection was lost): then nothing may be cached, because
 * a change could go unheard.
 */
export interface ContentChanges {
  generation(): number | null;
  /** resolves once the listener is in place (tests, and a server that wants to cache from the first request) */
  ready(): Promise<void>;
  /** resolves after the next notification is heard (tests of other servers' writes) */
  nextChange(): Promise<number>;
  close(): Promise<void>;
}

type Watcher = ContentChanges;

/** The count of content changes heard, valid only while something is sure to hear them. */
export class Generation {
  #value = 0;
  #listening = false;
  #waiters: ((n: number) => void)[] = [];
  get value() {
    return this.#listening ? this.#value : null;
  }
  bump() {
    this.#value += 1;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) w(this.#value);
  }
  listening(on: boolean) {
    // whatever happened while deaf is unknown: start a new generation either way
    this.bump();
    this.#listening = on;
  }
  next() {
    return new Promise<number>((resolve) => this.#waiters.push(resolve));
  }
}

/**
 * PGlite is this process's own: a write's notification is delivered before the write's promise
 * resolves, so the next request already sees the new generation.
 */
export function watchPglite(client: PGlite): Watcher {
  const gen = new Generation();
  const listening = client
    .listen(CONTENT_CHANNEL, () => gen.bump())
    .then((unlisten) => {
      gen.listening(true);
      return unlisten;
    });
  return {
    generation: () => gen.value,
    ready: () => listening.then(() => undefined),
    nextChange: () => gen.next(),
    async close() {
      gen.listening(false);
      const unlisten = await listening.catch(() => null);
      await unlisten?.().catch(() => undefined);
    },
  };
}

/** How long a lost listening connection waits before it tries again (caching stays off meanwhile). */
const RECONNECT_MS = 1000;

/**
 * PostgreSQL: one connection of this server's own LISTENs all the time (pool connections come
 * and go), so other servers' writes arrive within the time of a notification (milliseconds). If
 * it drops, caching stops until it listens again. Every pool connection listens as well
 * (`hearOnConnection`): PostgreSQL hands a session its own transaction's notification before the
 * COMMIT answers, so this server's own writes are seen by its very next request.
 */
export function watchPostgres(
  connectionString: string,
  gen: Generation,
  log: (msg: string) => void = console.warn,
): Watcher {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let firstListen: Promise<void> | null = null;

  const connect = async () => {
    const c = new pg.Client({ connectionString });
    client = c;
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      gen.listening(false);
      c.end().catch(() => undefined);
      if (closed) return;
      log(
        `content changes: the listening connection closed (${err?.message ?? 'ended'}); caching is off until it is back`,
      );
      retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
    };
    c.on('notification', (msg) => {
      if (msg.channel === CONTENT_CHANNEL) gen.bump();
    });
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${CONTENT_CHANNEL}`);
      if (client === c && !closed) gen.listening(true);
    } catch (err) {
      lost(err as Error);
      throw err;
    }
  };
  firstListen = connect();
  firstListen.catch(() => undefined);

  return {
    generation: () => gen.value,
    ready: () => firstListen ?? Promise.resolve(),
    nextChange: () => gen.next(),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      gen.listening(false);
      await firstListen?.catch(() => undefined);
      await c?.end().catch(() => undefined);
    },
  };
}

/** A pool connection's part: count the notifications it receives (its own writes' among them). */
export async function hearOnConnection(client: pg.ClientBase, gen: Generation): Promise<void> {
  client.on('notification', (msg) => {
    if (msg.channel === CONTENT_CHANNEL) gen.bump();
  });
  await client.query(`LISTEN ${CONTENT_CHANNEL}`);
}

/**
 * Each opened database's watcher, by its drizzle handle: createApp receives only `db`, and every
 * app on one database (tests make several) shares one listener. A handle opened elsewhere has
 * none: its apps cache nothing.
 */
const watchers = new WeakMap<Db, { start: () => Watcher; started?: Watcher }>();

export function registerContentChanges(db: Db, start: () => Watcher): { close(): Promise<void> } {
  const slot: { start: () => Watcher; started?: Watcher } = { start };
  watchers.set(db, slot);
  return {
    async close() {
      watchers.delete(db);
      await slot.started?.close();
    },
  };
}

/** The content changes of `db`, listening from the first call on; null: unknown, never cache. */
export function contentChangesOf(db: Db): ContentChanges | null {
  const slot = watchers.get(db);
  if (!slot) return null;
  slot.started ??= slot.start();
  return slot.started;
}
