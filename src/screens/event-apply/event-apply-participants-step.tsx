import { ApplyParticipantsSchema } from '../../../schemas/event-apply.schema';
import { StepForm } from '../../components/flow/step-form';
import { MobileField, TextField } from '../../components/form/text-field';
import type { EventApplyStepProps } from './event-apply-step.types';
import { chosenTickets } from './event-apply-summary';
import { EVENT_APPLY_TEXT as T } from './event-apply-text';

/** Step 2: one participant per ticket; the first is the member, from the profile. */
export function EventApplyParticipantsStep({ context, data, member }: EventApplyStepProps) {
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
  const order = [
    'participants',
    ...participants.flatMap((_, i) => ['name', 'phone', 'email'].map((f) => `participants.${i}.${f}`)),
  ];
  return (
    <StepForm schema={ApplyParticipantsSchema} defaultValues={{ participants }} order={order}>
      {({ register, formState }) => {
        const errors = formState.errors.participants;
        return participants.map((_, i) => (
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
        ));
      }}
    </StepForm>
  );
}
