/** PostgreSQL's error codes (SQLSTATE) the server answers in its own words. */
export const SQL_STATE = {
  uniqueViolation: '23505',
  /** a statement past STATEMENT_TIMEOUT_MS (server/env.ts) */
  queryCanceled: '57014',
} as const;

/** Whether the database raised `code`, wherever the driver or drizzle (`DrizzleQueryError.cause`) wrapped it. */
export function hasSqlState(err: unknown, code: string): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

export const isUniqueViolation = (err: unknown) => hasSqlState(err, SQL_STATE.uniqueViolation);
