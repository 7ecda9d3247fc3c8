import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { fastBytea } from './pglite-bytea';
import { TextDatesPGlite } from './pglite-text-dates';
import { serializeError, type ThreadReply, type ThreadRequest } from './pglite-thread.protocol';

/**
 * The thread that owns the embedded database: its queries run here, so a slow one (a search over
 * a real importer's articles) no longer stops the server's thread from answering everything else.
 * PGlite still runs one statement at a time and makes other queries wait while a transaction is
 * open; the server's thread keeps its transactions as a handle (`txId`) on the one open here.
 */
const port = parentPort;
if (!port) throw new Error('pglite-thread.worker.ts runs as a worker thread');
const init = workerData as { dir?: string; load?: ArrayBuffer };
const post = (message: ThreadReply) => port.postMessage(message);

const client = init.dir
  ? new TextDatesPGlite(init.dir)
  : new TextDatesPGlite(init.load ? { loadDataDir: new Blob([init.load]) } : {});

/** open transactions, each waiting for its `end` */
const open = new Map<number, { tx: Transaction; end: (how: { commit: boolean; id: number }) => void }>();
const ROLLBACK = Symbol('rollback');

function on(txId: number | undefined) {
  if (txId === undefined) return client;
  const entry = open.get(txId);
  if (!entry) throw new Error(`no open transaction ${txId}`);
  return entry.tx;
}

function begin(id: number) {
  let endId = 0;
  client
    .transaction(async (tx) => {
      const how = await new Promise<{ commit: boolean; id: number }>((end) => {
        open.set(id, { tx, end });
        post({ id, ok: true });
      });
      open.delete(id);
      endId = how.id;
      if (!how.commit) throw ROLLBACK;
    })
    .then(
      () => post({ id: endId, ok: true }),
      (err: unknown) =>
        endId
          ? post(err === ROLLBACK ? { id: endId, ok: true } : { id: endId, ok: false, error: serializeError(err) })
          : post({ id, ok: false, error: serializeError(err) }),
    );
}

async function handle(msg: ThreadRequest): Promise<unknown> {
  switch (msg.op) {
    case 'query':
      return on(msg.txId).query(msg.sql, msg.params, msg.rowMode ? { rowMode: msg.rowMode } : undefined);
    case 'exec':
      return on(msg.txId).exec(msg.sql);
    case 'listen':
      await client.listen(msg.channel, (payload) => post({ op: 'notify', channel: msg.channel, payload }));
      return undefined;
    case 'dump':
      return (await client.dumpDataDir('none')).arrayBuffer();
    case 'close':
      await client.close();
      return undefined;
    default:
      throw new Error(`unknown message ${(msg as { op: string }).op}`);
  }
}

port.on('message', (msg: ThreadRequest) => {
  if (msg.op === 'begin') return begin(msg.id);
  if (msg.op === 'end') {
    const entry = open.get(msg.txId);
    if (!entry)
      return post({ id: msg.id, ok: false, error: serializeError(new Error(`no open transaction ${msg.txId}`)) });
    return entry.end({ commit: msg.commit, id: msg.id });
  }
  handle(msg).then(
    (result) => post({ id: msg.id, ok: true, result }),
    (err: unknown) => post({ id: msg.id, ok: false, error: serializeError(err) }),
  );
});

client.waitReady.then(
  () => {
    client.keepDatesAsText();
    fastBytea(client);
    post({ op: 'ready' });
  },
  (err: unknown) => post({ op: 'failed', error: serializeError(err) }),
);
