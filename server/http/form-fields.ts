import type { Context } from 'hono';

/**
 * The text fields of a posted form (urlencoded or multipart; files are left out), or null when
 * the body cannot be read as one: a multipart body whose boundary is not in it throws inside
 * Hono's parser, and that is the sender's mistake (400), never the server's (500).
 */
export async function readFormFields(c: Context): Promise<Record<string, string> | null> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return null;
  }
  return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
