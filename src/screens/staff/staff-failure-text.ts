import { ApiErrorSchema } from '../../../schemas/api-envelope.schema';
import { ApiRequestError } from '../../lib/api-request-error';

/** What a refused write says: the server's own message (a 409: the record moved on meanwhile), or `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  const parsed = ApiErrorSchema.safeParse(error.data);
  return (parsed.success && parsed.data.message) || fallback;
}
