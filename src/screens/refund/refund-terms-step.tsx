import { RefundTermsSchema } from '../../../schemas/refund.schema';
import { StepForm } from '../../components/flow/step-form';
import { CheckboxField } from '../../components/form/checkbox-field';
import type { RefundStepProps } from './refund-step.types';
import { REFUND_TEXT as T } from './refund-text';

/** Step 1 (/member/refund/{no}): the terms, and the box that accepts them. */
export function RefundTermsStep({ context }: RefundStepProps) {
  // the schema takes only `true`; the box starts unticked unless a draft kept it ticked
  const accept = (context.data.terms?.accept ?? false) as true;
  return (
    <StepForm schema={RefundTermsSchema} defaultValues={{ accept }} order={['accept']}>
      {(form) => (
        <>
          <ul>
            {T.terms.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <CheckboxField control={form.control} name="accept" label={T.accept} required />
        </>
      )}
    </StepForm>
  );
}
