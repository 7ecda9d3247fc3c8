import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { RepairBookingStep as RepairBookingSchema } from '../../../schemas/repair.schema';
import type { ReserveTime } from '../../../schemas/reserve-time.schema';
import { weekdayOf } from '../../../schemas/taipei-date';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { TextField } from '../../components/form/text-field';
import type { RepairOptions, RepairStepProps } from './repair-step.types';
import { REPAIR_TEXT as T } from './repair-text';

type BookingInput = z.input<typeof RepairBookingSchema>;
const ORDER = ['book_store_id', 'book_tmp_date', 'book_tmp_time', 'book_memo'];

/** `2026-11-28（週六）`: the day as the member reads it (the week day in Taipei). */
const dayLabel = (date: string) => `${date}（週${weekdayOf(`${date}T12:00:00+08:00`)}）`;

/** The days that still have room, in order (a full day is not offered at all). */
const daysWithRoom = (slots: readonly ReserveTime[]) => [
  ...new Set(slots.filter((s) => s.remaining > 0).map((s) => s.date)),
];

/** Fast repair, step 1's second page: the store, then a day with room at it, then one of its times. */
export function RepairBookingStep({ context, options }: RepairStepProps) {
  const kept = context.data.booking;
  const defaultValues: BookingInput = {
    book_store_id: kept?.book_store_id ?? null,
    book_tmp_date: kept?.book_tmp_date ?? '',
    book_tmp_time: kept?.book_tmp_time ?? null,
    book_memo: kept?.book_memo ?? '',
  };
  return (
    <StepForm schema={RepairBookingSchema} defaultValues={defaultValues} order={ORDER}>
      {(form) => <BookingFields form={form} options={options} />}
    </StepForm>
  );
}

/** Choosing the store or the day clears what depended on it: the times are that store's, that day's. */
function BookingFields({ form, options }: { form: StepFormApi<typeof RepairBookingSchema>; options: RepairOptions }) {
  const { register, formState, watch, setValue, control } = form;
  const storeId = Number(watch('book_store_id')) || 0;
  const date = watch('book_tmp_date');
  const slots = useQuery({ ...options.reserveTimes(storeId), enabled: storeId > 0 });
  const all = slots.data ?? [];
  const days = daysWithRoom(all);
  const times = all.filter((s) => s.date === date);
  const dayNote = storeId ? (slots.isPending ? T.loadingDays : T.noDays) : T.storeFirst;
  return (
    <fieldset className="flow-form__group">
      <legend className="flow-form__legend">{T.bookingLegend}</legend>
      <RadioGroupField
        control={control}
        name="book_store_id"
        label={T.labels.book_store_id}
        required
        layout="stacked"
        hint={options.stores.length ? undefined : T.noStores}
        options={options.stores.map((s) => ({ value: s.id, label: s.name, hint: s.full_address }))}
        onValueChange={() => {
          setValue('book_tmp_date', '');
          setValue('book_tmp_time', null);
        }}
      />
      <RadioGroupField
        control={control}
        name="book_tmp_date"
        label={T.labels.book_tmp_date}
        required
        hint={days.length ? undefined : dayNote}
        options={days.map((d) => ({ value: d, label: dayLabel(d) }))}
        onValueChange={() => setValue('book_tmp_time', null)}
      />
      <RadioGroupField
        control={control}
        name="book_tmp_time"
        label={T.labels.book_tmp_time}
        required
        hint={times.length ? undefined : T.dateFirst}
        options={times.map((s) => ({
          value: s.id,
          label: `${s.time}（${T.slotLeft(s.remaining)}）`,
          disabled: s.remaining <= 0,
        }))}
      />
      <TextField label={T.labels.book_memo} {...register('book_memo')} error={formState.errors.book_memo?.message} />
    </fieldset>
  );
}
