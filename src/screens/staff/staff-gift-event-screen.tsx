import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type StaffGift,
  type StaffGiftCreate,
  StaffGiftCreateSchema,
  type StaffGiftEvent,
  StaffGiftEventSchema,
  type StaffGiftEventUpdate,
  StaffGiftEventUpdateSchema,
  type StaffGiftUpdate,
  StaffGiftUpdateSchema,
} from '../../../schemas/staff-gift-event.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { createGift, saveGift, saveGiftEvent } from '../../api/staff-gift-events.mutations';
import { staffGiftEventQueries } from '../../api/staff-gift-events.queries';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { QueryState } from '../../components/query-state';
import { ApiRequestError } from '../../lib/api-request-error';
import { useRouteParams } from '../../lib/current-page';
import { refusedFields } from './refused-fields';
import { failureText } from './staff-failure-text';
import { GIFT_EVENTS_TEXT as T } from './staff-gift-text';
import { StaffShell } from './staff-shell';
import './staff-claims.css';

const TITLE = staffRouteById('staff-gift-event')?.title ?? '';

/** /staff/gift-events/{id} (service): an event's dates and purchase rule, its gifts and their stock. */
export function StaffGiftEventScreen() {
  const id = Number(useRouteParams().eventId);
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <EventLoader id={id} />}
    </StaffShell>
  );
}

function EventLoader({ id }: { id: number }) {
  const event = useQuery(staffGiftEventQueries.one(id));
  return <QueryState query={event}>{(e) => <EventPage event={e} />}</QueryState>;
}

function EventPage({ event }: { event: StaffGiftEvent }) {
  const queryClient = useQueryClient();
  const refresh = async (saved?: StaffGiftEvent) => {
    if (saved) queryClient.setQueryData(staffGiftEventQueries.one(saved.id).queryKey, saved);
    else await queryClient.invalidateQueries({ queryKey: staffGiftEventQueries.one(event.id).queryKey });
    await queryClient.invalidateQueries({ queryKey: [...staffGiftEventQueries.all(), 'list'] });
  };
  return (
    <div className="staff-service">
      <p>
        <Link to="/staff/gift-events">{T.backToList}</Link>
        {' ・ '}
        <Link to={`/staff/gift-claims?gift_event_id=${event.id}`}>{T.claimsLink}</Link>
      </p>
      <EventForm event={event} onSaved={refresh} />
      <section aria-labelledby="gifts-title">
        <h2 id="gifts-title" className="staff-service__heading">
          {T.giftsSection}
        </h2>
        <p>{T.giftsLead}</p>
        <GiftList event={event} onSaved={() => refresh()} />
      </section>
    </div>
  );
}

/**
 * The gifts with their stock, and one form at a time (a gift's, or a new one's): the forms share
 * their fields' names, and so their ids.
 */
function GiftList({ event, onSaved }: { event: StaffGiftEvent; onSaved: () => Promise<void> }) {
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const gift = event.gifts.find((g) => g.id === open);
  return (
    <>
      <ul className="staff-gift-list">
        {event.gifts.map((g) => (
          <li key={g.id}>
            {T.giftStock(g.name, g.stock)}（{T.gift.stockNow(g.stock, g.claimed)}）{' '}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setOpen(g.id)}
              aria-expanded={open === g.id}
            >
              {T.gift.edit(g.name)}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => setOpen('new')}
        aria-expanded={open === 'new'}
      >
        {T.gift.add}
      </button>
      {gift && <GiftForm key={`${gift.id}:${gift.stock}`} eventId={event.id} gift={gift} onSaved={onSaved} />}
      {open === 'new' && <NewGiftForm eventId={event.id} onSaved={onSaved} />}
    </>
  );
}

const eventValues = (e: StaffGiftEvent) => ({
  subject: e.subject,
  summary: e.summary,
  started_on: e.started_on,
  ended_on: e.ended_on,
  apply_ended_on: e.apply_ended_on,
  min_amount: String(e.min_amount) as unknown as number,
  is_top: e.is_top,
  version: e.version,
});

/** The event's save names the version it started from; a stale one shows the event as it is now. */
function EventForm({ event, onSaved }: { event: StaffGiftEvent; onSaved: (saved: StaffGiftEvent) => Promise<void> }) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { form, summary } = useStepForm(StaffGiftEventUpdateSchema, {
    defaultValues: eventValues(event),
    serverErrors,
    order: ['subject', 'summary', 'started_on', 'ended_on', 'apply_ended_on', 'min_amount', 'is_top'],
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (input: StaffGiftEventUpdate) => {
    setStatus(null);
    try {
      const saved = await saveGiftEvent(event.id, input);
      reset(eventValues(saved));
      await onSaved(saved);
      setStatus({ ok: true, text: T.saved });
    } catch (error) {
      const current =
        error instanceof ApiRequestError && error.status === 409
          ? StaffGiftEventSchema.safeParse((error.data as { current?: unknown } | null)?.current)
          : null;
      if (current?.success) {
        reset(eventValues(current.data));
        await onSaved(current.data);
        setStatus({ ok: false, text: T.stale });
        return;
      }
      const fields = refusedFields(error);
      if (fields) setServerErrors(fields);
      else setStatus({ ok: false, text: failureText(error, T.saved) });
    }
  });
  return (
    <section aria-labelledby="event-title">
      <h2 id="event-title" className="staff-service__heading">
        {T.eventSection}
      </h2>
      <form noValidate onSubmit={onSubmit} aria-busy={formState.isSubmitting} className="staff-service__form">
        <ErrorSummary errors={summary} />
        <p className={status?.ok === false ? 'form-status form-status--failed' : 'form-status'} role="status">
          {status?.text ?? ''}
        </p>
        <TextField label={T.fields.subject} required {...register('subject')} error={errors.subject?.message} />
        <TextAreaField label={T.fields.summary} rows={3} {...register('summary')} error={errors.summary?.message} />
        <TextField
          label={T.fields.startedOn}
          hint={T.fields.dateHint}
          required
          {...register('started_on')}
          error={errors.started_on?.message}
        />
        <TextField
          label={T.fields.endedOn}
          hint={T.fields.dateHint}
          required
          {...register('ended_on')}
          error={errors.ended_on?.message}
        />
        <TextField
          label={T.fields.applyEndedOn}
          hint={T.fields.dateHint}
          required
          {...register('apply_ended_on')}
          error={errors.apply_ended_on?.message}
        />
        <TextField
          label={T.fields.minAmount}
          inputMode="numeric"
          required
          {...register('min_amount')}
          error={errors.min_amount?.message}
        />
        <CheckboxField control={control} name="is_top" label={T.fields.isTop} />
        <SubmitButton pending={formState.isSubmitting} pendingLabel={T.saving} className="button button--primary">
          {T.save}
        </SubmitButton>
      </form>
    </section>
  );
}

/** One gift: its words, and its stock changed by a number (never set over claims taken meanwhile). */
function GiftForm({ eventId, gift, onSaved }: { eventId: number; gift: StaffGift; onSaved: () => Promise<void> }) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [status, setStatus] = useState('');
  const { form, summary } = useStepForm(StaffGiftUpdateSchema, {
    defaultValues: { name: gift.name, description: gift.description, stock_change: '0' as unknown as number },
    serverErrors,
    order: ['name', 'description', 'stock_change'],
  });
  const { register, handleSubmit, formState } = form;
  const prefix = `gift-${gift.id}`;
  const onSubmit = handleSubmit(async (input: StaffGiftUpdate) => {
    setStatus('');
    try {
      await saveGift(eventId, gift.id, input);
      setStatus(T.gift.saved);
      await onSaved();
    } catch (error) {
      const fields = refusedFields(error);
      if (fields) setServerErrors(fields);
      else setStatus(failureText(error, T.gift.saved));
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={gift.name}
      aria-busy={formState.isSubmitting}
      className="staff-service__form staff-gift-row"
      id={prefix}
    >
      <ErrorSummary errors={summary} />
      <p role="status" className="form-status">
        {status}
      </p>
      <p>{T.gift.stockNow(gift.stock, gift.claimed)}</p>
      <TextField label={T.gift.name} required {...register('name')} error={formState.errors.name?.message} />
      <TextAreaField
        label={T.gift.description}
        rows={2}
        {...register('description')}
        error={formState.errors.description?.message}
      />
      <TextField
        label={T.gift.stockChange}
        hint={T.gift.stockChangeHint}
        inputMode="numeric"
        {...register('stock_change')}
        error={formState.errors.stock_change?.message}
      />
      <SubmitButton pending={formState.isSubmitting} className="button button--secondary">
        {T.gift.save}
      </SubmitButton>
    </form>
  );
}

function NewGiftForm({ eventId, onSaved }: { eventId: number; onSaved: () => Promise<void> }) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [status, setStatus] = useState('');
  const { form, summary } = useStepForm(StaffGiftCreateSchema, {
    defaultValues: { name: '', description: '', stock: '0' as unknown as number },
    serverErrors,
    order: ['name', 'description', 'stock'],
  });
  const { register, handleSubmit, reset, formState } = form;
  const onSubmit = handleSubmit(async (input: StaffGiftCreate) => {
    setStatus('');
    try {
      await createGift(eventId, input);
      reset();
      setStatus(T.gift.added);
      await onSaved();
    } catch (error) {
      const fields = refusedFields(error);
      if (fields) setServerErrors(fields);
      else setStatus(failureText(error, T.gift.added));
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={T.gift.add}
      aria-busy={formState.isSubmitting}
      className="staff-service__form staff-gift-row"
    >
      <h3>{T.gift.add}</h3>
      <ErrorSummary errors={summary} />
      <p role="status" className="form-status">
        {status}
      </p>
      <TextField label={T.gift.name} required {...register('name')} error={formState.errors.name?.message} />
      <TextAreaField
        label={T.gift.description}
        rows={2}
        {...register('description')}
        error={formState.errors.description?.message}
      />
      <TextField
        label={T.gift.stock}
        inputMode="numeric"
        required
        {...register('stock')}
        error={formState.errors.stock?.message}
      />
      <SubmitButton pending={formState.isSubmitting} className="button button--secondary">
        {T.gift.add}
      </SubmitButton>
    </form>
  );
}
