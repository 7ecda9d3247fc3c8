import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPAIR_STATUS_LABELS } from '../../../schemas/repair-status.schema';
import type { ReserveStore } from '../../../schemas/reserve-time.schema';
import type { StaffReserveTime } from '../../../schemas/staff-reserve-time.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { taipeiToday } from '../../../schemas/taipei-date';
import { closeReserveTimes, openReserveTimes, setReserveTimeCapacity } from '../../api/staff-service.mutations';
import { staffServiceQueries } from '../../api/staff-service.queries';
import { SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import { QueryState } from '../../components/query-state';
import { refusedFields } from './refused-fields';
import { SERVICE_TEXT } from './staff-service-text';
import { StaffShell } from './staff-shell';
import './staff-service.css';

const T = SERVICE_TEXT.reserve;
const TITLE = staffRouteById('staff-reserve-times')?.title ?? '';

/** `YYYY-MM-DD` `days` after `day`. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * /staff/reserve-times (service): a store's fast-repair calendar over some days (the address
 * keeps the store and the days), each day's times with capacity and bookings; times opened,
 * a capacity changed, a day or a time closed. Closing asks what to tell the members booked in it.
 */
export function StaffReserveTimesScreen() {
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <Calendars />}
    </StaffShell>
  );
}

function Calendars() {
  const stores = useQuery(staffServiceQueries.stores());
  return (
    <>
      <p className="staff-section__lead">{T.lead}</p>
      <QueryState query={stores}>
        {(list) => (list.length === 0 ? <p>{T.noStores}</p> : <StoreCalendar stores={list} />)}
      </QueryState>
    </>
  );
}

function StoreCalendar({ stores }: { stores: ReserveStore[] }) {
  const [params, setParams] = useSearchParams();
  const today = taipeiToday();
  const storeId = Number(params.get('store_id')) || (stores[0]?.id ?? 0);
  const from = params.get('from') || today;
  const to = params.get('to') || addDays(from, 13);
  const slots = useQuery(staffServiceQueries.reserveTimes(storeId, from, to));
  const rangeErrors = slots.isError ? refusedFields(slots.error) : null;

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setParams({
      store_id: String(data.get('store_id') ?? ''),
      from: String(data.get('from') ?? ''),
      to: String(data.get('to') ?? ''),
    });
  };

  return (
    <>
      <search aria-label={T.show}>
        <form key={`${storeId}-${from}-${to}`} className="list-filters" noValidate onSubmit={show}>
          <SelectField
            label={T.store}
            name="store_id"
            options={stores.map((s) => ({ value: String(s.id), label: s.name }))}
            defaultValue={String(storeId)}
          />
          <TextField label={T.from} name="from" type="date" defaultValue={from} error={rangeErrors?.from?.[0]} />
          <TextField label={T.to} name="to" type="date" defaultValue={to} error={rangeErrors?.to?.[0]} />
          <button type="submit" className="button">
            {T.show}
          </button>
        </form>
      </search>
      {!rangeErrors && <QueryState query={slots}>{(list) => <Days storeId={storeId} slots={list} />}</QueryState>}
      <OpenForm storeId={storeId} defaultDate={[from, today].sort()[1] ?? today} />
    </>
  );
}

function Days({ storeId, slots }: { storeId: number; slots: StaffReserveTime[] }) {
  if (slots.length === 0) return <p>{T.emptyDays}</p>;
  const days = [...new Set(slots.map((s) => s.date))];
  return (
    <>
      {days.map((day) => (
        <Day key={day} storeId={storeId} date={day} slots={slots.filter((s) => s.date === day)} />
      ))}
    </>
  );
}

type Closing = { time?: string } | null;

function Day({ storeId, date, slots }: { storeId: number; date: string; slots: StaffReserveTime[] }) {
  const [closing, setClosing] = useState<Closing>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = slots.filter((s) => !s.closed);
  const headingId = `day-${date}`;
  return (
    <section className="staff-section reserve-day" aria-labelledby={headingId}>
      <h2 id={headingId} className="staff-section__heading">
        {T.day(date)}
      </h2>
      <p className="form-status" role="status">
        {done ?? ''}
      </p>
      <table className="staff-table reserve-day__table">
        <thead>
          <tr>
            <th scope="col">{T.time}</th>
            <th scope="col">{T.slotCapacity}</th>
            <th scope="col">{T.booked}</th>
            <th scope="col">{T.bookings}</th>
            <th scope="col">{T.state}</th>
            <th scope="col">
              <span className="visually-hidden">{T.closeTime(date, '')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot.id}>
              <th scope="row">{slot.time}</th>
              <td>
                {slot.closed ? slot.capacity : <CapacityField slot={slot} onSaved={() => setDone(T.capacitySaved)} />}
              </td>
              <td>{slot.booked}</td>
              <td>
                {slot.bookings.map((b) => `${b.member_name}（${REPAIR_STATUS_LABELS[b.status]}）`).join('、') || '—'}
              </td>
              <td>{slot.closed ? T.closed : T.openState}</td>
              <td>
                {!slot.closed && (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setClosing({ time: slot.time })}
                  >
                    {T.closeTime(date, slot.time)}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open.length > 0 && (
        <button type="button" className="button button--ghost" onClick={() => setClosing({})}>
          {T.closeDay(date)}
        </button>
      )}
      {closing && (
        <CloseForm
          storeId={storeId}
          date={date}
          time={closing.time}
          booked={open
            .filter((s) => !closing.time || s.time === closing.time)
            .reduce((n, s) => n + s.bookings.length, 0)}
          onCancel={() => setClosing(null)}
          onClosed={(text) => {
            setClosing(null);
            setDone(text);
          }}
        />
      )}
    </section>
  );
}

function CapacityField({ slot, onSaved }: { slot: StaffReserveTime; onSaved: () => void }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (capacity: number) => setReserveTimeCapacity(slot.id, capacity),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffServiceQueries.all() }),
  });
  const error = save.isError ? (refusedFields(save.error)?.capacity?.[0] ?? T.failed) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(Number(new FormData(event.currentTarget).get('capacity')), { onSuccess: onSaved });
  };
  return (
    <form className="reserve-capacity" noValidate onSubmit={submit}>
      <TextField
        label={T.capacityLabel(slot.date, slot.time)}
        name="capacity"
        type="number"
        min={Math.max(1, slot.booked)}
        max={50}
        defaultValue={slot.capacity}
        error={error}
        className="reserve-capacity__input"
      />
      <button type="submit" className="button button--ghost" disabled={save.isPending}>
        {T.saveCapacity}
      </button>
    </form>
  );
}

/**
 * What a closing will do, before it does it: how many bookings it cancels, and the words their
 * members are mailed (asked for whenever someone booked). The button is off while the call runs.
 */
function CloseForm({
  storeId,
  date,
  time,
  booked,
  onCancel,
  onClosed,
}: {
  storeId: number;
  date: string;
  time: string | undefined;
  booked: number;
  onCancel: () => void;
  onClosed: (text: string) => void;
}) {
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: (message: string) =>
      closeReserveTimes({ store_id: storeId, date, ...(time ? { time } : {}), ...(message ? { message } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffServiceQueries.all() }),
  });
  const errors = close.isError ? refusedFields(close.error) : null;
  const what = time ? T.closeTime(date, time) : T.closeDay(date);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (close.isPending) return;
    const message = String(new FormData(event.currentTarget).get('message') ?? '').trim();
    close.mutate(message, { onSuccess: (r) => onClosed(T.closedDone(r.closed, r.cancelled)) });
  };
  return (
    <form className="staff-form reserve-close" aria-label={T.closeTitle(what)} noValidate onSubmit={submit}>
      <h3>{T.closeTitle(what)}</h3>
      <p>{booked > 0 ? T.closeBooked(booked) : T.closeEmpty}</p>
      <TextAreaField
        label={T.message}
        name="message"
        hint={T.messageHint}
        maxLength={500}
        required={booked > 0}
        error={errors?.message?.[0] ?? errors?.date?.[0] ?? errors?.time?.[0]}
        autoFocus
      />
      {close.isError && !errors && (
        <p className="form-status form-status--failed" role="alert">
          {T.failed}
        </p>
      )}
      <button type="submit" className="button" disabled={close.isPending} aria-busy={close.isPending}>
        {T.confirmClose}
      </button>{' '}
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {T.cancel}
      </button>
    </form>
  );
}

/** Times opened on one day, each with the capacity given (an existing time gets it and opens again). */
function OpenForm({ storeId, defaultDate }: { storeId: number; defaultDate: string }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: openReserveTimes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffServiceQueries.all() }),
  });
  const errors = open.isError ? refusedFields(open.error) : null;
  const timesError = errors
    ? Object.entries(errors).find(([field]) => field === 'times' || field.startsWith('times.'))?.[1]?.[0]
    : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (open.isPending) return;
    const data = new FormData(event.currentTarget);
    const date = String(data.get('date') ?? '');
    const times = String(data.get('times') ?? '')
      .split(/[,，、\s]+/)
      .filter(Boolean);
    setDone(null);
    open.mutate(
      { store_id: storeId, date, times, capacity: Number(data.get('capacity')) },
      { onSuccess: () => setDone(T.opened(date, times.length)) },
    );
  };
  return (
    <section className="staff-section" aria-labelledby="reserve-open">
      <h2 id="reserve-open" className="staff-section__heading">
        {T.open}
      </h2>
      <p className="form-status" role="status">
        {done ?? ''}
      </p>
      <form key={storeId} className="staff-form" noValidate onSubmit={submit}>
        <TextField label={T.openDate} name="date" type="date" defaultValue={defaultDate} error={errors?.date?.[0]} />
        <TextField label={T.openTimes} name="times" hint={T.openTimesHint} error={timesError} />
        <TextField
          label={T.capacity}
          name="capacity"
          type="number"
          min={1}
          max={50}
          defaultValue={2}
          error={errors?.capacity?.[0]}
        />
        {open.isError && !errors && (
          <p className="form-status form-status--failed" role="alert">
            {T.failed}
          </p>
        )}
        <button type="submit" className="button" disabled={open.isPending} aria-busy={open.isPending}>
          {T.openSubmit}
        </button>
      </form>
    </section>
  );
}
