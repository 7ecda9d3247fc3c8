import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';
import type { ThreadedPGlite } from './pglite-thread.client';

/**
 * The channels triggers notify on (migration 0004_content_version.sql): a content table was
 * written; a session was changed or ended (logout, expiry clean-up, a member deleted).
 */
export const CHANNELS = ['content_version', 'sessions_changed'] as const;
export type Channel = (typeof CHANNELS)[number];

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
}

interface Watcher {
  of(channel: Channel): ContentChanges;
  close(): Promise<void>;
}

/** The count of changes heard on a channel, valid only while something is sure to hear them. */
class Generation {
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

/** One generation per channel; listening or deaf together (one connection hears them all). */
export class Generations {
  readonly #of = new Map<string, Generation>(CHANNELS.map((c) => [c, new Generation()]));
  heard(channel: string) {
    this.#of.get(channel)?.bump();
  }
  listening(on: boolean) {
    for (const g of this.#of.values()) g.listening(on);
  }
  changes(channel: Channel, ready: () => Promise<void>): ContentChanges {
    const gen = this.#of.get(channel) as Generation;
    return { generation: () => gen.value, ready, nextChange: () => gen.next() };
  }
}

/**
 * PGlite is this process's own: a write's notification is delivered before the write's promise
 * resolves, so the next request already sees the new generation.
 */
export function watchPglite(client: Pick<PGlite | ThreadedPGlite, 'listen'>): Watcher {
  const gens = new Generations();
  const listening = Promise.all(CHANNELS.map((channel) => client.listen(channel, () => gens.heard(channel)))).then(
    (unlisten) => {
      gens.listening(true);
      return unlisten;
    },
  );
  const ready = () => listening.then(() => undefined);
  return {
    of: (channel) => gens.changes(channel, ready),
    async close() {
      gens.listening(false);
      const unlisten = await listening.catch(() => []);
      await Promise.all(unlisten.map((u) => u().catch(() => undefined)));
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
  gens: Generations,
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
      gens.listening(false);
      c.end().catch(() => undefined);
      if (closed) return;
      log(
        `content changes: the listening connection closed (${err?.message ?? 'ended'}); caching is off until it is back`,
      );
      retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
    };
    c.on('notification', (msg) => gens.heard(msg.channel));
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      for (const channel of CHANNELS) await c.query(`LISTEN ${channel}`);
      if (client === c && !closed) gens.listening(true);
    } catch (err) {
      lost(err as Error);
      throw err;
    }
  };
  firstListen = connect();
  firstListen.catch(() => undefined);

  const ready = () => firstListen ?? Promise.resolve();
  return {
    of: (channel) => gens.changes(channel, ready),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      gens.listening(false);
      await firstListen?.catch(() => undefined);
      await c?.end().catch(() => undefined);
    },
  };
}

/** A pool connection's part: count the notifications it receives (its own writes' among them). */
export async function hearOnConnection(client: pg.ClientBase, gens: Generations): Promise<void> {
  client.on('notification', (msg) => gens.heard(msg.channel));
  for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
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

function changesOf(db: Db, channel: Channel): ContentChanges | null {
  const slot = watchers.get(db);
  if (!slot) return null;
  slot.started ??= slot.start();
  return slot.started.of(channel);
}

/** The content changes of `db`, listening from the first call on; null: unknown, never cache. */
export const contentChangesOf = (db: Db) => changesOf(db, 'content_version');

/** Sessions changed or ended on `db`: what a remembered session lookup must forget. */
export const sessionChangesOf = (db: Db) => changesOf(db, 'sessions_changed');
