import { ApplyParticipantsSchema } from '../../../schemas/event-apply.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { MobileField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { type ApplyStepProps, chosenTickets } from './event-apply-steps';
import { APPLY_TEXT as T } from './event-apply-text';

/** Step 2: one participant per ticket; the first is the member, from the profile. */
export function ParticipantsStep({ actor, context, data, member }: ApplyStepProps) {
  const { count } = chosenTickets(context, data);
  const profile = member.status === 'member' ? member.profile : null;
  const kept = context.data.participants?.participants ?? [];
  const participants = Array.from({ length: count }, (_, i) => {
    const person = kept[i];
    if (person) return person;
    return i === 0 && profile
      ? { name: profile.name ?? '', phone: profile.mobile ?? '', email: profile.email ?? '' }
      : { name: '', phone: '', email: '' };
  });
  const { form, summary } = useStepForm(ApplyParticipantsSchema, {
    defaultValues: { participants },
    serverErrors: context.fieldErrors,
    order: [
      'participants',
      ...participants.flatMap((_, i) => ['name', 'phone', 'email'].map((f) => `participants.${i}.${f}`)),
    ],
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors.participants;
  const onSubmit = handleSubmit((values) => actor.send({ type: 'step.submit', data: values }));
  return (
    <form className="flow-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} />
      {participants.map((_, i) => (
        // the participants are the tickets' places: their order never changes
        // biome-ignore lint/suspicious/noArrayIndexKey: a place, not an item
        <fieldset className="flow-form__group" key={i}>
          <legend className="flow-form__legend">{T.participant(i + 1)}</legend>
          <TextField
            label={T.name}
            {...register(`participants.${i}.name`)}
            error={errors?.[i]?.name?.message}
            required
            autoComplete={i === 0 ? 'name' : 'off'}
          />
          <MobileField
            label={T.phone}
            {...register(`participants.${i}.phone`)}
            error={errors?.[i]?.phone?.message}
            required
          />
          <TextField
            label={T.email}
            type="email"
            {...register(`participants.${i}.email`)}
            error={errors?.[i]?.email?.message}
            required
          />
        </fieldset>
      ))}
      <div className="flow-actions">
        <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'step.back' })}>
          {T.back}
        </button>
        <button type="submit" className="button button--primary">
          {T.next}
        </button>
      </div>
    </form>
  );
}
