import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiErrorSchema } from '../../../schemas/api-envelope.schema';
import {
  EVENT_NEWS_CHOICE,
  type SubscribeForm,
  type SubscribeFormInput,
  SubscribeFormSchema,
  type Subscription,
} from '../../../schemas/subscribe.schema';
import { subscribeEventNews, subscribeTopic } from '../../api/subscriptions.mutations';
import { subscriptionQueries } from '../../api/subscriptions.queries';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { ApiRequestError } from '../../lib/api-request-error';
import { SUBSCRIBE_TEXT as T } from './subscribe-text';
import './subscribe-panel.css';

/** A topic's id, or event news: one form, two endpoints. */
function send(form: SubscribeForm): Promise<Subscription> {
  return form.choice === EVENT_NEWS_CHOICE
    ? subscribeEventNews({ email: form.email })
    : subscribeTopic({ email: form.email, topic_id: Number(form.choice) });
}

type Outcome =
  | { kind: 'done'; email: string }
  /** already subscribed (409): the server's own sentence, an answer rather than a failure */
  | { kind: 'already'; message: string }
  | { kind: 'failed'; message: string }
  | null;

/** The server's names for the fields, and the form's. */
const SERVER_FIELDS = { email: 'email', topic_id: 'choice' } as const satisfies Record<
  string,
  keyof SubscribeFormInput
>;

/**
 * Subscribing to a newsletter topic or to event news (SPEC §7), for guests and members alike:
 * one address and one choice per submit, with the server's answer said plainly.
 */
export function SubscribePanel() {
  const id = useId();
  const topics = useQuery(subscriptionQueries.topics());
  const subscribe = useMutation({ mutationFn: send });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SubscribeFormInput, unknown, SubscribeForm>({
    resolver: zodResolver(SubscribeFormSchema),
    defaultValues: { email: '', choice: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(
    async (form) => {
      setOutcome(null);
      try {
        const saved = await subscribe.mutateAsync(form);
        setOutcome({ kind: 'done', email: saved.email });
      } catch (error) {
        setOutcome(outcomeOf(error, setError));
      }
    },
    () => setOutcome({ kind: 'failed', message: T.invalid }),
  );

  const emailId = `${id}-email`;
  const emailError = errors.email?.message;

  return (
    <section className="subscribe-panel" aria-labelledby={`${id}-heading`}>
      <h2 className="subscribe-panel__heading" id={`${id}-heading`}>
        {T.heading}
      </h2>
      <p className="subscribe-panel__lead">{T.lead}</p>
      <form className="subscribe-panel__form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <div className="subscribe-panel__field">
          <label className="subscribe-panel__label" htmlFor={emailId}>
            {T.email}
            <span className="subscribe-panel__required">{T.required}</span>
          </label>
          <input
            {...register('email')}
            id={emailId}
            className="input"
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required="true"
            aria-invalid={Boolean(emailError)}
            aria-describedby={emailError ? `${emailId}-error` : undefined}
          />
          {emailError && (
            <p className="subscribe-panel__error" id={`${emailId}-error`}>
              {emailError}
            </p>
          )}
        </div>

        <RadioGroupField
          control={control}
          name="choice"
          label={T.choiceLegend}
          required
          layout="stacked"
          className="subscribe-panel__choices"
          options={[
            ...(topics.data ?? []).map((topic) => ({
              value: String(topic.id),
              label: topic.subject,
              hint: topic.description || undefined,
            })),
            { value: EVENT_NEWS_CHOICE, label: T.eventNews, hint: T.eventNewsHint },
          ]}
        />
        {topics.isPending && <p className="subscribe-panel__note">{T.topicsLoading}</p>}
        {topics.isError && <p className="subscribe-panel__note">{T.topicsFailed}</p>}

        <p className={`subscribe-panel__status subscribe-panel__status--${outcome?.kind ?? 'none'}`} role="status">
          {outcome?.kind === 'done' ? T.done(outcome.email) : outcome?.kind === 'already' ? outcome.message : ''}
        </p>
        {outcome?.kind === 'failed' && (
          <p className="subscribe-panel__status subscribe-panel__status--failed" role="alert">
            {outcome.message}
          </p>
        )}

        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? T.submitting : T.submit}
        </button>
      </form>
    </section>
  );
}

/** What a refused subscription tells the visitor; a 422's field messages go by their fields. */
function outcomeOf(
  error: unknown,
  setError: (name: keyof SubscribeFormInput, error: { type: string; message: string }) => void,
): Outcome {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: T.failed };
  const body = ApiErrorSchema.safeParse(error.data);
  if (error.status === 409 && body.success) return { kind: 'already', message: body.data.message };
  if (error.status === 422 && body.success) {
    for (const [serverName, formName] of Object.entries(SERVER_FIELDS)) {
      const message = body.data.errors?.[serverName]?.[0];
      if (message) setError(formName, { type: 'server', message });
    }
    return { kind: 'failed', message: T.invalid };
  }
  // 429 and the like carry a sentence meant for the visitor; a crash's does too (系統忙碌中)
  return { kind: 'failed', message: body.success ? body.data.message : T.failed };
}
