import { ApiErrorSchema } from '../../../schemas/api-envelope.schema';
import { ApiRequestError } from '../../lib/api-request-error';

/**
 * The field messages of a refused staff write: a 422 (bad input) or a 409 (a rule such as "not your
 * own roles", "not the last admin"); both name the field the person should look at. null for any
 * other failure.
 */
export function refusedFields(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiRequestError) || (error.status !== 422 && error.status !== 409)) return null;
  const parsed = ApiErrorSchema.safeParse(error.data);
  const errors = parsed.success ? parsed.data.errors : undefined;
  return errors && Object.keys(errors).length > 0 ? errors : null;
}
