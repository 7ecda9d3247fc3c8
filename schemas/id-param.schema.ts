import { z } from 'zod';

/** PostgreSQL `integer` ceiling: a larger id can name no row and must not reach the query. */
export const MAX_ID = 2_147_483_647;

/** A record id in a path or query string (`/api/locations/{id}`, `?category_id=`). */
export const idValue = (label: string) =>
  z.coerce
    .number({ error: `${label}必須是數字。` })
    .int(`${label}必須是整數。`)
    .min(1, `${label}必須大於 0。`)
    .max(MAX_ID, `${label}不正確。`);

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
