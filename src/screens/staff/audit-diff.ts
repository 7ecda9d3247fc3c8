/** One key an audit entry changed: its value before and after (undefined: the key was absent). */
export interface AuditChange {
  key: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as JSON: the log stores JSON, so two values that print the same are the same. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit entry changed: only the keys whose values differ, in the order they first appear
 * (before's keys, then keys only after has). A side that is not an object (a record created: no
 * before) counts as having no keys; two non-objects that differ are one change of the whole value.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return same(before, after) ? [] : [{ key: '', before: before ?? undefined, after: after ?? undefined }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys.filter((key) => !same(from[key], to[key])).map((key) => ({ key, before: from[key], after: to[key] }));
}

/** A value as the audit screen prints it: text as it is, a list of words joined, anything else as indented JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.join('、');
  return JSON.stringify(value, null, 2);
}
