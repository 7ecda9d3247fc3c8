import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorSummary } from '../form/error-summary';
import { SubmitButton } from '../form/submit-button';
import { useStepForm } from '../form/use-step-form';
import { useFlowContext } from './flow-context';
import { FLOW_TEXT as T } from './flow-text';

export type StepFormApi<S extends z.ZodObject> = UseFormReturn<z.input<S> & FieldValues, unknown, z.output<S>>;

interface StepFormProps<S extends z.ZodObject> {
  /** the step's schema: the form's resolver and the machine's `stepValid` guard use the same one */
  schema: S;
  defaultValues: z.input<S>;
  /** the step's fields in page order: the error summary lists them as the member reads them */
  order: readonly string[];
  /** the fields, given the form (register, control, watch) */
  children: (form: StepFormApi<S>) => ReactNode;
  /** the send button's words (下一步 by default) */
  next?: string;
  /** no 上一步: by default on the flow's first page */
  first?: boolean;
  /** the form's id (SPEC §3: the contact form's first section is `section1`) */
  id?: string;
  /** the heading of a failure no field is to blame for (the server could not check the step) */
  problemTitle?: string;
}

/**
 * A step of a flow: its fields inside one form with the step's schema, the error summary at the
 * top, and the row of 上一步 / 下一步. The form sends the machine one `step.submit` with the data its
 * schema made; the button waits while the machine checks the step with the server (a `busy` state),
 * and a double press sends once.
 */
export function StepForm<S extends z.ZodObject>({
  schema,
  defaultValues,
  order,
  children,
  next = T.next,
  first,
  id,
  problemTitle = T.checkFailedTitle,
}: StepFormProps<S>) {
  const flow = useFlowContext();
  const noBack = first ?? flow.first;
  const { form, summary } = useStepForm(schema, {
    defaultValues,
    serverErrors: flow.context.fieldErrors,
    order,
  });
  const send = flow.actor.send as (event: { type: string; data?: unknown }) => void;
  const onSubmit = form.handleSubmit((data) => send({ type: 'step.submit', data }));
  const problem = (flow.context as { problem: string | null }).problem;
  return (
    <form id={id} className="flow-form" noValidate onSubmit={onSubmit}>
      {/* the server could not check the step (offline, down): nothing refused, what was typed stays to send again */}
      {problem && (
        <div className="flow-problem" role="alert">
          <p className="flow-problem__title">{problemTitle}</p>
          <p>{problem}</p>
        </div>
      )}
      <ErrorSummary errors={summary} />
      {children(form as StepFormApi<S>)}
      <div className="flow-actions">
        {!noBack && (
          <button
            type="button"
            className="button button--ghost"
            disabled={flow.busy}
            onClick={() => send({ type: 'step.back' })}
          >
            {T.back}
          </button>
        )}
        <SubmitButton pending={flow.busy} pendingLabel={T.checking}>
          {next}
        </SubmitButton>
      </div>
    </form>
  );
}
