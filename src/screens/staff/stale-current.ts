import type { z } from 'zod';
import { ApiRequestError } from '../../lib/api-request-error';

/**
 * The record as another editor left it, when a save was refused as stale (409 with `current`,
 * publication.service.ts saveVersioned); null for any other failure.
 */
export function staleCurrent<S extends z.ZodType>(error: unknown, schema: S): z.output<S> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const current = (error.data as { current?: unknown } | null)?.current;
  const parsed = schema.safeParse(current);
  return parsed.success ? parsed.data : null;
}

/**
 * The server's field messages on the form's own fields: `hours.2` is the hours box's (`collapse`),
 * a part's `items.1.subject` stays on its row, `image_media_id` is the picture field's (`rename`).
 */
export function onFormFields(
  errors: Record<string, string[]> | null,
  collapse: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): Record<string, string[]> | null {
  if (!errors) return null;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const head = field.split('.')[0] ?? field;
    const key = rename[head] ?? (collapse.includes(head) ? head : field);
    out[key] = [...(out[key] ?? []), ...messages];
  }
  return out;
}
