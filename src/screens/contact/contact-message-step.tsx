import { useEffect } from 'react';
import {
  CONTACT_CONTENT_MAX,
  CONTACT_OTHER_FIELDS,
  type ContactMessage,
  type ContactMessageInput,
  ContactMessageStep as ContactMessageSchema,
  DEFAULT_CONTACT_CLASS,
  EMPTY_CONTACT_OTHERS,
  fieldsOfClass,
} from '../../../schemas/contact.schema';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { MobileField, SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import { ContactOthersFields } from './contact-others-fields';
import type { ContactStepProps } from './contact-step.types';
import { CONTACT_TEXT as T } from './contact-text';

/** The step's fields as the page shows them (the error summary's order). */
const FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'class_id',
  ...CONTACT_OTHER_FIELDS.map((f) => `others.${f}`),
  'content',
];

/** Kept data (schema output: nulls, numbers) back into what the inputs hold (strings). */
function formValues(message: ContactMessage): ContactMessageInput {
  const others = Object.fromEntries(
    CONTACT_OTHER_FIELDS.map((field) => {
      const value = message.others[field];
      return [field, Array.isArray(value) ? value : value === null ? '' : String(value)];
    }),
  );
  return { ...message, class_id: String(message.class_id), others: { ...EMPTY_CONTACT_OTHERS, ...others } };
}

/** Step 1 (`section1`): who writes, the class, its extra fields and the message. */
export function ContactMessageStep({ context, options, member }: ContactStepProps) {
  const kept = context.data.message;
  const profile = member.status === 'member' ? member.profile : null;
  const defaultValues: ContactMessageInput = kept
    ? formValues(kept)
    : {
        name: profile?.name ?? '',
        email: profile?.email ?? '',
        phone: profile?.mobile ?? '',
        class_id: String(DEFAULT_CONTACT_CLASS),
        content: '',
        others: EMPTY_CONTACT_OTHERS,
      };
  return (
    <StepForm id="section1" schema={ContactMessageSchema} defaultValues={defaultValues} order={FIELD_ORDER}>
      {(form) => <MessageFields form={form} options={options} memberFilled={profile !== null} />}
    </StepForm>
  );
}

function MessageFields({
  form,
  options,
  memberFilled,
}: {
  form: StepFormApi<typeof ContactMessageSchema>;
  options: ContactStepProps['options'];
  memberFilled: boolean;
}) {
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const classId = Number(watch('class_id')) || DEFAULT_CONTACT_CLASS;

  // The fields another class asked for are emptied: they are not this message's, and the
  // schema refuses extra fields the class does not ask for.
  useEffect(() => {
    const { required, optional } = fieldsOfClass(classId);
    const asked = new Set<string>([...required, ...optional]);
    for (const field of CONTACT_OTHER_FIELDS) {
      if (!asked.has(field)) setValue(`others.${field}`, EMPTY_CONTACT_OTHERS[field] as never);
    }
  }, [classId, setValue]);

  return (
    <>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.personLegend}</legend>
        {memberFilled && <p className="flow-form__note">{T.memberFilled}</p>}
        <TextField
          label={T.labels.name}
          {...register('name')}
          error={errors.name?.message}
          required
          autoComplete="name"
        />
        <TextField
          label={T.labels.email}
          {...register('email')}
          error={errors.email?.message}
          required
          type="email"
          autoComplete="email"
        />
        <MobileField label={T.labels.phone} {...register('phone')} error={errors.phone?.message} required />
      </fieldset>
      <fieldset className="flow-form__group">
        <legend className="flow-form__legend">{T.messageLegend}</legend>
        <SelectField
          label={T.labels.class_id}
          {...register('class_id')}
          error={errors.class_id?.message}
          required
          options={options.classes.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <ContactOthersFields classId={classId} form={form} options={options} />
        <TextAreaField
          label={T.labels.content}
          {...register('content')}
          error={errors.content?.message}
          required
          rows={6}
          maxLength={CONTACT_CONTENT_MAX}
          hint={T.contentHint(CONTACT_CONTENT_MAX)}
        />
      </fieldset>
    </>
  );
}
