import { z } from 'zod';

/** PostgreSQL `integer` ceiling: a larger id can name no row and must not reach the query. */
export const MAX_ID = 2_147_483_647;

/** What an id field says for each way it can be wrong; one message for all when given a string. */
export type IdMessages = string | { type: string; int: string; min: string; max: string };

/**
 * Every record id the API takes (a path, a query, a body field, `medias[].id`): a positive whole
 * number that PostgreSQL's `integer` can hold. A larger one names no row and, let through, fails
 * in the database (a 500); here it is a 422 on its field. `coerce` for ids that come as text (a
 * path, a query string, a select's value); a JSON body's own numbers need none.
 */
export function boundedId(messages: IdMessages): z.ZodNumber;
export function boundedId(messages: IdMessages, options: { coerce: true }): z.ZodCoercedNumber;
export function boundedId(messages: IdMessages, options: { coerce?: boolean } = {}) {
  const m = typeof messages === 'string' ? { type: messages, int: messages, min: messages, max: messages } : messages;
  if (options.coerce) return z.coerce.number({ error: m.type }).int(m.int).min(1, m.min).max(MAX_ID, m.max);
  return z.number({ error: m.type }).int(m.int).min(1, m.min).max(MAX_ID, m.max);
}

/** A record id in a path or query string (`/api/locations/{id}`, `?category_id=`). */
export const idValue = (label: string) =>
  boundedId(
    { type: `${label}必須是數字。`, int: `${label}必須是整數。`, min: `${label}必須大於 0。`, max: `${label}不正確。` },
    { coerce: true },
  );

export const IdParam = z.object({ id: idValue('編號') });
export type IdParam = z.infer<typeof IdParam>;

/** URL slugs, the same shape the route manifest accepts for `/blog/article/{slug}`. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** `/api/article_blogs/{id}`: the numeric id or the article's slug (the blog's URLs use slugs). */
export const IdOrSlugParam = z.object({
  id: z.union([idValue('編號'), z.string().regex(SLUG_PATTERN, '文章代稱不正確。')], { error: '文章編號不正確。' }),
});
export type IdOrSlugParam = z.infer<typeof IdOrSlugParam>;

/** `true`/`false` in a query string (z.coerce.boolean would read "false" as true). */
export const queryBoolean = (label: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${label}只能是 true 或 false。` })
    .transform((v) => v === 'true' || v === '1');
