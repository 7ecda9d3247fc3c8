/**
 * Messages between the server's thread and the thread that owns PGlite (pglite-thread.worker.ts).
 * Everything here crosses by structured clone: no functions (parsers and serializers live in the
 * worker), errors as plain fields.
 */
export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; rowMode?: 'array' | 'object'; txId?: number }
  | { id: number; op: 'exec'; sql: string; txId?: number }
  /** answered once the transaction holds PGlite (other queries then wait, as in one process) */
  | { id: number; op: 'begin' }
  /** answered once the transaction has committed, or rolled back when `commit` is false */
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type ThreadReply =
  | { id: number; ok: true; result?: unknown }
  | { id: number; ok: false; error: SerializedError }
  /** posted before the answer of the statement that caused it, as PGlite calls listeners in one process */
  | { op: 'notify'; channel: string; payload: string }
  | { op: 'ready' }
  | { op: 'failed'; error: SerializedError };

/** An error's name, message and PostgreSQL fields (code, constraint, detail…): what callers test. */
export type SerializedError = { name: string; message: string; fields: Record<string, string | number | boolean> };

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}

export function deserializeError(e: SerializedError): Error {
  const err = Object.assign(new Error(e.message), e.fields);
  err.name = e.name;
  return err;
}
