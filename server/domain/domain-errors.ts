/**
 * What a service throws when the answer is "no" rather than a bug. Plain errors: services never
 * see HTTP; `server/http/api-errors.ts` maps each kind to its status and the SPEC's envelope
 * (`{ message, errors? }`) in the app's one `onError`.
 */
export type FieldErrors = Record<string, string[]>;

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

export type DomainErrorKind =
  | 'notFound'
  | 'conflict'
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'gone'
  | 'tooMany';

/** The record named does not exist (or is not the caller's: never say which). */
export class NotFoundError extends DomainError {
  readonly kind = 'notFound';
  constructor(message?: string) {
    super(message ?? '');
  }
}

/**
 * The request clashes with the record's current state (already subscribed, sold out...);
 * `fieldErrors`, when given, say which field to change (`{ session_id: ['請選擇其他場次。'] }`).
 */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  constructor(
    message?: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message ?? '');
  }
}

/**
 * A staff save made from an older version of the record than the one stored (STAFF.md "Editing"):
 * refused with 409, and the answer carries the record as it is now, so the editor sees both.
 */
export class StaleVersionError extends ConflictError {
  constructor(readonly current: unknown) {
    super('這筆資料已被其他人更新，請比對後再儲存。', { version: ['這筆資料已被其他人更新，請比對後再儲存。'] });
  }
}

/** Well-formed input that the rules refuse: field path → zh-TW messages, shown by each field. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
  constructor(
    readonly fieldErrors: FieldErrors,
    message?: string,
  ) {
    super(message ?? '');
  }

  /** One refused field: `InvalidInputError.on('category_id', '找不到此分類。')`. */
  static on(field: string, message: string): InvalidInputError {
    return new InvalidInputError({ [field]: [message] });
  }
}

/** No signed-in member, or a sign-in that cannot be trusted; `reason` is for the log only. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(
    message?: string,
    readonly reason?: string,
  ) {
    super(message ?? '');
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The record existed but is no longer offered (an expired link, a closed event). */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}

/** Too many attempts: the caller may try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'tooMany';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
