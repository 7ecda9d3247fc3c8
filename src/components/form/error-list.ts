import { type FieldErrors, type FieldValues, get } from 'react-hook-form';

/**
 * ErrorSummary's list from react-hook-form's errors, in the step's field order (paths such as
 * 'others.city' included); fields without a message are left out.
 */
export function errorList<T extends FieldValues>(
  errors: FieldErrors<T>,
  names: readonly string[],
): { name: string; message: string }[] {
  return names.flatMap((name) => {
    const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? [{ name, message }] : [];
  });
}
