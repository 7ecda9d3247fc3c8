import type { z } from 'zod';
import { apiUrl, type Query } from '../../schemas/api-endpoints';
import { ApiRequestError } from '../lib/api-request-error';
import { readLoginToken } from '../lib/token-storage';

/**
 * How a request reaches the API: the browser's fetch, or, while the server renders a page, the
 * server's own app answering in-process (setApiTransport in src/entry-server.tsx).
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

export function setApiTransport(next: Transport): void {
  transport = next;
}

export function authorizationHeader(): string | null {
  const token = readLoginToken();
  return token ? `${token.token_type} ${token.token}` : null;
}

/** What every call may add besides its path and schema; an aborted signal cancels the request. */
export interface GetOptions {
  query?: Query;
  signal?: AbortSignal;
}

export interface PostOptions {
  /** sent as JSON, or as is when it is FormData (files) */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The second argument of every mutation (`src/api/<resource>.mutations.ts`). `& object` lets
 * TanStack's own mutation context stand in for it, so a mutation is passed as it is:
 * `useMutation({ mutationFn: updateProfile })` (that context carries no signal).
 */
export type MutationOptions = { signal?: AbortSignal | undefined } & object;

/**
 * The zod schema of an answer, or a function that imports it (`() => import('…').then((m) => m.X)`):
 * a query function of a server-rendered page passes the function, so that neither the schema nor
 * zod is among the scripts that page loads before it is usable; its first answers come parsed in
 * the page's HTML (docs/decisions/first-page-speed.md, "Zod after the first page"). The schema
 * loads while the request is under way, and every answer is parsed by it all the same.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

interface RequestOptions {
  query?: Query | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  source: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const schema = typeof source === 'function' ? source() : Promise.resolve(source);
  // an error answer or a failed request is reported as such, whether or not the schema loaded
  schema.catch(() => {});

  const headers = new Headers({ Accept: 'application/json' });
  const auth = authorizationHeader();
  if (auth) headers.set('Authorization', auth);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const url = apiUrl(path, options.query);

  let res: Response;
  try {
    res = await transport(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiRequestError('network request failed', 0, null, { cause });
  }

  const data = await readBody(res);
  if (!res.ok) throw new ApiRequestError(await errorMessage(data, res.status), res.status, data);
  return parseAnswer(await schema, data, res.status);
}

/**
 * An error answer's message, read by its schema. The schema (and zod with it) is loaded here, when
 * an error comes, so that this module, which the first page loads before it is usable, has no zod
 * of its own (docs/decisions/first-page-speed.md, "Zod after the first page").
 */
async function errorMessage(data: unknown, status: number): Promise<string> {
  try {
    const { ApiErrorSchema } = await import('../../schemas/api-envelope.schema');
    const parsed = ApiErrorSchema.safeParse(data);
    if (parsed.success) return parsed.data.message;
  } catch {
    // the schema's chunk did not load (offline, a new build): the status still says what failed
  }
  return `HTTP ${status}`;
}

function parseAnswer<S extends z.ZodType>(schema: S, data: unknown, status: number): z.output<S> {
  const result = schema.safeParse(data);
  // An answer that breaks the contract is a failed call too: callers handle one kind of error.
  if (!result.success)
    throw new ApiRequestError('response does not match its schema', status, data, { cause: result.error });
  return result.data;
}

/**
 * The one way to call the API: a path of `schemas/api-endpoints.ts`, the zod schema of the answer
 * (or its import: SchemaSource), then the options by name. Resolves with the parsed answer;
 * rejects with an ApiRequestError (or the import's error when the schema's chunk did not load).
 */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, { query, signal }: GetOptions = {}) =>
    request('GET', path, schema, { query, signal }),
  post: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, { body, signal }: PostOptions = {}) =>
    request('POST', path, schema, { body, signal }),
  put: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, { body, signal }: PostOptions = {}) =>
    request('PUT', path, schema, { body, signal }),
  delete: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, { body, signal }: PostOptions = {}) =>
    request('DELETE', path, schema, { body, signal }),
};
