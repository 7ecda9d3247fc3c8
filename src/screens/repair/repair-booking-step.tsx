import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { RepairBookingStep as RepairBookingSchema } from '../../../schemas/repair.schema';
import type { ReserveTime } from '../../../schemas/reserve-time.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { SERVICE_FLOW_TEXT } from '../service-flow/service-flow-text';
import type { RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';
import { ReserveChoices } from './reserve-choices';

type BookingInput = z.input<typeof RepairBookingSchema>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** `2026-11-28（週六）`: the day as the member reads it (the week day in Taipei). */
const dayLabel = (date: string) =>
  `${date}（${new Date(`${date}T12:00:00+08:00`).toLocaleDateString('zh-TW', { weekday: 'short', timeZone: 'Asia/Taipei' })}）`;

/** The days that still have room, in order (a full day is not offered at all). */
const daysWithRoom = (slots: readonly ReserveTime[]) => [
  ...new Set(slots.filter((s) => s.remaining > 0).map((s) => s.date)),
];

/**
 * Fast repair: the store first (those that do fast repair), then a day that still has room at
 * that store and one of its times. Changing the store or the day clears what depended on it.
 */
export function RepairBookingStep({ actor, context, options }: RepairStepProps) {
  const kept = context.data.booking;
  const defaultValues: BookingInput = {
    book_store_id: text(kept?.book_store_id),
    book_tmp_date: kept?.book_tmp_date ?? '',
    book_tmp_time: text(kept?.book_tmp_time),
    book_memo: kept?.book_memo ?? '',
  };
  const { form, summary } = useStepForm(RepairBookingSchema, {
    defaultValues,
    serverErrors: context.fieldErrors,
    order: ['book_store_id', 'book_tmp_date', 'book_tmp_time', 'book_memo'],
  });
  const { register, formState, handleSubmit, watch, setValue } = form;
  const errors = formState.errors;
  const storeId = Number(watch('book_store_id')) || 0;
  const date = watch('book_tmp_date');
  const slots = useQuery({ ...options.reserveTimes(storeId), enabled: storeId > 0 });
  const all = slots.data ?? [];
  const days = daysWithRoom(all);
  const times = all.filter((s) => s.date === date);
  return (
    <form className="flow-form" noValidate onSubmit={handleSubmit((data) => actor.send({ type: 'step.submit', data }))}>
      <ErrorSummary errors={summary} />
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.titles.booking}</legend>
        <ReserveChoices
          name="book_store_id"
          legend={T.labels.book_store_id}
          choices={options.stores.map((s) => ({ value: String(s.id), label: s.name, detail: s.full_address }))}
          registered={register('book_store_id', {
            onChange: () => {
              setValue('book_tmp_date', '');
              setValue('book_tmp_time', '');
            },
          })}
          error={errors.book_store_id?.message}
          empty={T.noStores}
          wide
        />
        <ReserveChoices
          name="book_tmp_date"
          legend={T.labels.book_tmp_date}
          choices={days.map((d) => ({ value: d, label: dayLabel(d) }))}
          registered={register('book_tmp_date', { onChange: () => setValue('book_tmp_time', '') })}
          error={errors.book_tmp_date?.message}
          empty={storeId ? (slots.isPending ? T.loadingDays : T.noDays) : T.storeFirst}
        />
        <ReserveChoices
          name="book_tmp_time"
          legend={T.labels.book_tmp_time}
          choices={times.map((s) => ({
            value: String(s.id),
            label: `${s.time}（${T.slotLeft(s.remaining)}）`,
            disabled: s.remaining <= 0,
          }))}
          registered={register('book_tmp_time')}
          error={errors.book_tmp_time?.message}
          empty={T.dateFirst}
        />
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
