import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { RepairBookingStep as RepairBookingSchema } from '../../../schemas/repair.schema';
import { taipeiToday } from '../../../schemas/service-fields.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { fieldId } from '../../components/form/field-id';
import { TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

type BookingInput = z.input<typeof RepairBookingSchema>;
const tomorrow = () => {
  const [y, m, d] = taipeiToday().split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
};

/** Fast repair: a day after today and one of its reserve times that still has room. */
export function RepairBookingStep({ actor, context, options }: RepairStepProps) {
  const kept = context.data.booking;
  const defaultValues: BookingInput = {
    book_tmp_date: kept?.book_tmp_date ?? '',
    book_tmp_time: kept ? String(kept.book_tmp_time) : '',
    book_memo: kept?.book_memo ?? '',
  };
  const { form, summary } = useStepForm(RepairBookingSchema, {
    defaultValues,
    serverErrors: context.fieldErrors,
    order: ['book_tmp_date', 'book_tmp_time', 'book_memo'],
  });
  const { register, formState, handleSubmit, watch } = form;
  const errors = formState.errors;
  const date = watch('book_tmp_date');
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
  const slots = useQuery({ ...options.reserveTimes(day), enabled: day !== '' });
  const timeError = errors.book_tmp_time?.message;
  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit((data) => actor.send({ type: 'step.submit', data }))}>
      <ErrorSummary errors={summary} />
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.titles.booking}</legend>
        <TextField
          label={T.labels.book_tmp_date}
          type="date"
          min={tomorrow()}
          {...register('book_tmp_date')}
          error={errors.book_tmp_date?.message}
          required
        />
        <fieldset
          className="slot-list"
          id={fieldId('book_tmp_time')}
          aria-describedby={timeError ? `${fieldId('book_tmp_time')}-error` : undefined}
          tabIndex={-1}
        >
          <legend className="form-field__label">{T.labels.book_tmp_time}</legend>
          {!day && <p className="flow-form__note">{T.dateFirst}</p>}
          {day && slots.data?.length === 0 && <p className="flow-form__note">{T.noSlots}</p>}
          {(slots.data ?? []).map((slot) => (
            <label key={slot.id}>
              <input
                type="radio"
                value={String(slot.id)}
                disabled={slot.remaining <= 0}
                {...register('book_tmp_time')}
              />
              <span>
                {slot.time}（{T.slotLeft(slot.remaining)}）
              </span>
            </label>
          ))}
        </fieldset>
        {timeError && (
          <p className="form-field__error" id={`${fieldId('book_tmp_time')}-error`}>
            {timeError}
          </p>
        )}
        <TextField label={T.labels.book_memo} {...register('book_memo')} error={errors.book_memo?.message} />
      </fieldset>
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
