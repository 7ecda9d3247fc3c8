import type { z } from 'zod';
import { GATEWAY_PAYMENT_TYPES, PAYMENT_TYPE_LABELS } from '../../../schemas/payment-type.schema';
import { RepairTicketStep as RepairTicketSchema } from '../../../schemas/repair.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { fieldId } from '../../components/form/field-id';
import { SelectField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

type TicketInput = z.input<typeof RepairTicketSchema>;

/** Deep cleaning: one of the deep-clean tickets, with its price. */
export function RepairTicketStep({ actor, context, options }: RepairStepProps) {
  const kept = context.data.ticket;
  const defaultValues: TicketInput = {
    deep_ticket_id: kept ? String(kept.deep_ticket_id) : '',
    pay_type: kept?.pay_type ?? '9104',
  };
  const { form, summary } = useStepForm(RepairTicketSchema, {
    defaultValues,
    serverErrors: context.fieldErrors,
    order: ['deep_ticket_id', 'pay_type'],
  });
  const { register, formState, handleSubmit } = form;
  const error = formState.errors.deep_ticket_id?.message;
  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit((data) => actor.send({ type: 'step.submit', data }))}>
      <ErrorSummary errors={summary} />
      <fieldset className="flow-form__group" id={fieldId('deep_ticket_id')} tabIndex={-1}>
        <legend className="flow-form__legend">{T.labels.deep_ticket_id}</legend>
        {options.tickets.map((ticket) => (
          <label key={ticket.id} className="choice">
            <input type="radio" value={String(ticket.id)} {...register('deep_ticket_id')} />
            <span>
              <strong>
                {ticket.subject} {T.price(ticket.price)}
              </strong>
              <br />
              {ticket.description}
            </span>
          </label>
        ))}
        {error && <p className="form-field__error">{error}</p>}
      </fieldset>
      <SelectField
        label={T.labels.pay_type}
        {...register('pay_type')}
        error={formState.errors.pay_type?.message}
        required
        options={GATEWAY_PAYMENT_TYPES.map((p) => ({ value: p, label: PAYMENT_TYPE_LABELS[p] }))}
      />
      <div className="flow-actions">
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'step.back' })}>
          {SERVICE_FLOW_TEXT.back}
        </button>
        <button type="submit" className="button button--primary">
          {SERVICE_FLOW_TEXT.next}
        </button>
      </div>
    </form>
  );
}
