import { zValidator } from '@hono/zod-validator';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { validationError } from './api-errors';

// Messages a schema does not spell out itself (a missing field, a wrong type) are zod's own:
// make them Traditional Chinese, as every answer of the API is.
z.config(z.locales.zhTW());

export type ValidatedTarget = 'json' | 'query' | 'param' | 'form';

const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i;

/**
 * Array params arrive as `name[]=a&name[]=b` (DESIGN "API conventions"), in a query string or a
 * form. Give the schema `name: ['a', 'b']`, an array even when a single value was sent.
 */
export function normaliseArrayKeys<V>(input: Record<string, V | V[]>): Record<string, V | V[]> {
  // no prototype: a key named `__proto__[]` stays a plain key
  const out: Record<string, V | V[]> = Object.create(null);
  for (const [key, value] of Object.entries(input)) {
    if (key.endsWith('[]') && key.length > 2) {
      const name = key.slice(0, -2);
      const prev = out[name];
      out[name] = [
        ...(prev === undefined ? [] : Array.isArray(prev) ? prev : [prev]),
        ...(Array.isArray(value) ? value : [value]),
      ];
    } else if (!(key in out)) {
      out[key] = value;
    }
  }
  return out;
}

/**
 * A body of another declared media type would reach the schema as `{}` (Hono skips it) and get a
 * confusing "field missing". Refuse it plainly instead; this also turns away the text/plain posts
 * a cross-site form can send without a CORS preflight.
 */
function assertJsonBody(contentType: string | undefined) {
  const type = contentType?.split(';')[0]?.trim() ?? '';
  // onError words it: API_MESSAGES.unsupportedMediaType
  if (type && !JSON_MEDIA.test(type)) throw new HTTPException(415);
}

/**
 * `@hono/zod-validator` with the site's answer for bad input: 422 `{ message, errors }` with
 * field → zh-TW messages (never zod's raw 400 body). Every route validates through this.
 *
 *   .get('/events', validate('query', EventListQuery), (c) => c.req.valid('query'))
 */
export function validate<Target extends ValidatedTarget, Schema extends z.ZodType>(target: Target, schema: Schema) {
  // the option's type is not exported and does not survive the generics; its shape is checked here
  const arrayKeysOption: { validationFunction: (s: z.ZodType, value: unknown) => Promise<unknown> } = {
    validationFunction: (s, value) => s.safeParseAsync(normaliseArrayKeys(value as Record<string, unknown>)),
  };
  const check = zValidator(
    target,
    schema,
    (result, c) => {
      if (!result.success) return c.json(validationError(result.error.issues), 422);
    },
    (target === 'query' || target === 'form' ? arrayKeysOption : undefined) as never,
  );
  if (target !== 'json') return check;
  return (async (c, next) => {
    assertJsonBody(c.req.header('content-type'));
    return check(c, next);
  }) as typeof check;
}
