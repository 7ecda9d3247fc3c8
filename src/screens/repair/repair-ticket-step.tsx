import type { z } from 'zod';
import { GATEWAY_PAYMENT_TYPES, PAYMENT_TYPE_LABELS } from '../../../schemas/payment-type.schema';
import { RepairTicketStep as RepairTicketSchema } from '../../../schemas/repair.schema';
import { StepForm } from '../../components/flow/step-form';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SelectField } from '../../components/form/text-field';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

type TicketInput = z.input<typeof RepairTicketSchema>;

/** Deep cleaning, step 1's second page: one of the cleaning plans, with its price, and how it is paid. */
export function RepairTicketStep({ context, options }: RepairStepProps) {
  const kept = context.data.ticket;
  const defaultValues: TicketInput = {
    deep_ticket_id: kept?.deep_ticket_id ?? null,
    pay_type: kept?.pay_type ?? '9104',
  };
  return (
    <StepForm schema={RepairTicketSchema} defaultValues={defaultValues} order={['deep_ticket_id', 'pay_type']}>
      {({ control, register, formState }) => (
        <>
          <RadioGroupField
            control={control}
            name="deep_ticket_id"
            label={T.labels.deep_ticket_id}
            required
            layout="stacked"
            options={options.tickets.map((ticket) => ({
              value: ticket.id,
              label: `${ticket.subject} ${T.price(ticket.price)}`,
              hint: ticket.description,
            }))}
          />
          <SelectField
            label={T.labels.pay_type}
            {...register('pay_type')}
            error={formState.errors.pay_type?.message}
            required
            options={GATEWAY_PAYMENT_TYPES.map((p) => ({ value: p, label: PAYMENT_TYPE_LABELS[p] }))}
          />
        </>
      )}
    </StepForm>
  );
}
