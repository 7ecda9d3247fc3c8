import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Channel } from '../../server/db/content-changes';
import type { TestDb } from './fresh-db';

/** Its own channel: the fence must not count as a change of content to anyone (the app's listeners). */
const FENCE = 'test_fence';

/**
 * The notifications on `channel` that `during` causes, each one's payload, as a listener of the
 * test's own hears them. It listens before `during` starts, so nothing committed earlier counts,
 * however late its notification reaches the app's connections (the server's answer may be slow on
 * a busy machine). After `during`, a fence of its own ends the wait: the database delivers
 * notifications in commit order, so once the fence is heard, so is every notification of a write
 * `during` made. No timing assumed, on PGlite or on PostgreSQL.
 */
export async function notificationsDuring(t: TestDb, channel: Channel, during: () => Promise<unknown>) {
  const heard: string[] = [];
  const marker = randomBytes(8).toString('hex');
  let fenceHeard!: () => void;
  const fence = new Promise<void>((resolve) => {
    fenceHeard = resolve;
  });
  const onNotice = (on: string, payload: string | undefined) => {
    if (on === FENCE) {
      if (payload === marker) fenceHeard();
    } else if (on === channel) heard.push(payload ?? '');
  };

  if (t.kind === 'pglite') {
    const client = (t.db as unknown as { $client: PGlite }).$client;
    const unlisten = await Promise.all(
      [channel, FENCE].map((name) => client.listen(name, (payload) => onNotice(name, payload))),
    );
    try {
      await during();
      await client.query(`SELECT pg_notify('${FENCE}', $1)`, [marker]);
      await fence;
    } finally {
      await Promise.all(unlisten.map((u) => u()));
    }
    return heard;
  }

  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  try {
    client.on('notification', (msg) => onNotice(msg.channel, msg.payload));
    await client.query(`LISTEN ${channel}`);
    await client.query(`LISTEN ${FENCE}`);
    await during();
    await client.query('SELECT pg_notify($1, $2)', [FENCE, marker]);
    await fence;
  } finally {
    await client.end();
  }
  return heard;
}
