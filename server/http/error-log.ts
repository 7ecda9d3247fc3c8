import type { Context } from 'hono';

/**
 * What the log says of an unexpected error: one line that the request id ties to the answer's
 * `X-Request-Id`. Not the error object, whose stack (and a driver's dump of the query and its
 * parameters) floods the log and can carry what the visitor typed.
 */
export function unexpectedErrorEntry(err: unknown, c: Context) {
  return {
    requestId: c.get('requestId') as string | undefined,
    method: c.req.method,
    path: c.req.path,
    error: err instanceof Error ? `${err.name}: ${err.message.split('\n')[0]}` : String(err),
  };
}
