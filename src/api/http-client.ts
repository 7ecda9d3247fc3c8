import type { z } from 'zod';
import { ApiErrorSchema } from '../../schemas/api-envelope.schema';
import { API_BASE } from '../lib/config';
import { takePageData } from '../lib/page-data';
import { readLoginToken } from '../lib/token-storage';

/**
 * SPEC §8 "Failed call": the promise rejects with the error, its status code and its data.
 * `status` is 0 when no answer arrived at all (offline, aborted, DNS).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiRequestError';
    this.status = status;
    this.data = data;
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/** DESIGN "API conventions": array params are sent as `name[]`; empty values are left out. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function authorizationHeader(): string | null {
  const token = readLoginToken();
  return token ? `${token.token_type} ${token.token}` : null;
}

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
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
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const headers = new Headers({ Accept: 'application/json' });
  const auth = authorizationHeader();
  if (auth) headers.set('Authorization', auth);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const url = `${API_BASE}${path}${buildQuery(options.query)}`;
  // the first page's public GETs may have come with the HTML: checked like any other answer
  const carried = method === 'GET' ? takePageData(url) : undefined;
  if (carried !== undefined) return parseAnswer(schema, carried, 200);

  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
  } catch (cause) {
    throw new ApiRequestError('network request failed', 0, null, { cause });
  }

  const data = await readBody(res);
  if (!res.ok) {
    const parsed = ApiErrorSchema.safeParse(data);
    throw new ApiRequestError(parsed.success ? parsed.data.message : `HTTP ${res.status}`, res.status, data);
  }
  return parseAnswer(schema, data, res.status);
}

function parseAnswer<S extends z.ZodType>(schema: S, data: unknown, status: number): z.output<S> {
  const result = schema.safeParse(data);
  // An answer that breaks the contract is a failed call too: callers handle one kind of error.
  if (!result.success)
    throw new ApiRequestError('response does not match its schema', status, data, { cause: result.error });
  return result.data;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, query?: Query, signal?: AbortSignal) =>
    request('GET', path, schema, { query, signal }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, signal?: AbortSignal) =>
    request('POST', path, schema, { body, signal }),
};
