import { type FieldErrors, type FieldValues, get } from 'react-hook-form';

/**
 * Focuses the first refused control in the page's order. react-hook-form's own focus follows the
 * order fields were registered in, which a controller hook (useAddressField) upsets: use with
 * `shouldFocusError: false` and call it from handleSubmit's invalid callback.
 */
export function focusFirstError<T extends FieldValues>(form: HTMLFormElement | null, errors: FieldErrors<T>): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && get(errors, name) && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
