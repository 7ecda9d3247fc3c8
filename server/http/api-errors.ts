import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiError } from '../../schemas/api-envelope.schema';
import { hasSqlState, SQL_STATE } from '../db/sql-errors';
import {
  ConflictError,
  DomainError,
  type DomainErrorKind,
  InvalidInputError,
  StaleVersionError,
  TooManyRequestsError,
  UnauthenticatedError,
} from '../domain/domain-errors';

export const API_MESSAGES = {
  invalidInput: '輸入的資料有誤，請檢查後再送出。',
  notFound: '找不到您要的資料。',
  internal: '系統忙碌中，請稍後再試。',
  malformedJson: '送出的資料格式不正確。',
  unauthenticated: '請先登入會員。',
  forbidden: '您沒有權限執行此操作。',
  methodNotAllowed: '不支援此操作方式。',
  conflict: '資料已有變動，請重新整理後再試。',
  gone: '這筆資料已不再提供。',
  tooLarge: '送出的資料太大。',
  unsupportedMediaType: '請以 JSON 格式送出資料。',
  tooManyRequests: '操作太過頻繁，請稍後再試。',
} as const;

/**
 * The message for a status when the thrower gave none of ours: HTTPExceptions raised by Hono or
 * its middleware carry English text ("Malformed JSON in request body") that users must not see.
 */
const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: API_MESSAGES.malformedJson,
  401: API_MESSAGES.unauthenticated,
  403: API_MESSAGES.forbidden,
  404: API_MESSAGES.notFound,
  405: API_MESSAGES.methodNotAllowed,
  409: API_MESSAGES.conflict,
  410: API_MESSAGES.gone,
  413: API_MESSAGES.tooLarge,
  415: API_MESSAGES.unsupportedMediaType,
  422: API_MESSAGES.invalidInput,
  429: API_MESSAGES.tooManyRequests,
};

/** 422 body: field path (`items.0.serial`, `_` for the whole input) → zh-TW messages. */
export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return { message: API_MESSAGES.invalidInput, errors };
}

type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;

const DOMAIN_STATUS: Record<DomainErrorKind, ProblemStatus> = {
  notFound: 404,
  conflict: 409,
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  gone: 410,
  tooMany: 429,
};

/** A service's "no" as the SPEC's envelope; a service that gave no message gets the status's own. */
function domainErrorResponse(err: DomainError, c: Context) {
  const status = DOMAIN_STATUS[err.kind];
  const message = err.message || (STATUS_MESSAGES[status] ?? API_MESSAGES.invalidInput);
  if (err instanceof UnauthenticatedError) c.header('WWW-Authenticate', 'Bearer');
  if (err instanceof TooManyRequestsError) c.header('Retry-After', String(err.retryAfterSeconds));
  const errors = err instanceof InvalidInputError || err instanceof ConflictError ? err.fieldErrors : undefined;
  const body: ApiError = errors ? { message, errors } : { message };
  // a stale staff save: the record as it is now, for the editor to compare with their own
  if (err instanceof StaleVersionError) return c.json({ ...body, current: err.current }, status);
  return c.json(body, status);
}

/** The JSON answer for anything thrown while handling a request. Bugs are logged, never described. */
export function toApiErrorResponse(err: unknown, c: Context, log: (e: unknown) => void) {
  if (err instanceof DomainError) return domainErrorResponse(err, c);
  // too much asked of the database at once, not a bug: try again shortly
  if (hasSqlState(err, SQL_STATE.queryCanceled)) {
    c.header('Retry-After', '5');
    return c.json({ message: API_MESSAGES.internal } satisfies ApiError, 503);
  }
  // Hono's own refusals, and the HTTP-level ones of our middleware (413, 415): the status's message
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ message: STATUS_MESSAGES[err.status] ?? API_MESSAGES.invalidInput } satisfies ApiError, err.status);
  }
  log(err);
  const status: ContentfulStatusCode = err instanceof HTTPException ? err.status : 500;
  return c.json({ message: API_MESSAGES.internal } satisfies ApiError, status);
}
