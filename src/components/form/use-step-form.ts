import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorList } from './error-list';

/** Does a server field path belong to this step's schema (`others.city` to the step with `others`)? */
const ownsField = (schema: z.ZodObject, field: string) => (field.split('.')[0] ?? field) in schema.shape;

/**
 * A step's form (DESIGN "Screens"): react-hook-form with the step's own zod schema, the server's
 * refusals of this step's fields put on the fields they name, and the list the error summary
 * shows once the member has tried to go on. A server's refusal stays by its field until the step
 * is sent again: nothing moves on the page while the member corrects it and presses 下一步.
 */
export function useStepForm<S extends z.ZodObject>(
  schema: S,
  options: {
    defaultValues: z.input<S>;
    serverErrors: Record<string, string[]> | null;
    /** the step's fields in page order: the summary lists them as the member reads them */
    order: readonly string[];
  },
) {
  const form = useForm<z.input<S> & FieldValues, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: options.defaultValues as DefaultValues<z.input<S> & FieldValues>,
    // checked when the member sends the step, then again as a refused field is corrected (GOV.UK:
    // no check on leaving a field). Checking on blur (onTouched) took a corrected field's message
    // and the error summary off the page as the member pressed 下一步: the button moved up between
    // press and release and the click landed on nothing (seen after a serial the server refused)
    mode: 'onSubmit',
    // the error summary takes the focus (GOV.UK), not the first field
    shouldFocusError: false,
  });
  const { serverErrors } = options;
  useEffect(() => {
    if (!serverErrors) return;
    for (const [field, messages] of Object.entries(serverErrors)) {
      if (ownsField(schema, field) && messages[0]) {
        form.setError(field as Path<z.input<S> & FieldValues>, { type: 'server', message: messages[0] });
      }
    }
  }, [serverErrors, schema, form]);

  const { errors, submitCount } = form.formState;
  // formState.errors keeps its identity while it changes: read it on every render
  const summary = submitCount > 0 || serverErrors ? errorList(errors, options.order) : [];
  return { form, summary };
}
