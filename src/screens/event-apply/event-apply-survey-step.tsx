import { useMemo } from 'react';
import { get, useController } from 'react-hook-form';
import { surveyStepSchema } from '../../../schemas/event-apply.schema';
import type { SurveyQuestion } from '../../../schemas/event-session.schema';
import { StepForm, type StepFormApi } from '../../components/flow/step-form';
import { RadioGroup } from '../../components/form/radio-group-field';
import { CheckboxGroupField, SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import type { EventApplyStepProps } from './event-apply-step.types';
import { EVENT_APPLY_TEXT as T } from './event-apply-text';

type SurveyForm = StepFormApi<ReturnType<typeof surveyStepSchema>>;

/**
 * Step 3: the event's survey, each question by its type (text, textarea, radio, checkbox,
 * select), answered by its place (`answers.{index}`, as the server names a refusal); a required
 * one must be answered before the step goes on (the step's schema, from the event's questions).
 */
export function EventApplySurveyStep({ context, data }: EventApplyStepProps) {
  const questions = useMemo(() => data.survey?.questions ?? [], [data.survey]);
  // one schema while the page shows: the form's resolver and its refusals keep to it
  const schema = useMemo(() => surveyStepSchema(questions), [questions]);
  const kept = new Map((context.data.survey?.answers ?? []).map((a) => [a.question_id, a.value]));
  const answers = questions.map((q) => ({
    question_id: q.id,
    value: kept.get(q.id) ?? (q.type === 'checkbox' ? [] : ''),
  }));
  return (
    <StepForm schema={schema} defaultValues={{ answers }} order={questions.map((_, i) => `answers.${i}`)}>
      {(form) =>
        questions.length === 0 ? (
          <p className="flow-form__note">{T.noSurvey}</p>
        ) : (
          <fieldset className="flow-form__group">
            <legend className="flow-form__legend">{data.survey?.title}</legend>
            {questions.map((q, i) => (
              <SurveyQuestionField key={q.id} form={form} question={q} index={i} />
            ))}
          </fieldset>
        )
      }
    </StepForm>
  );
}

/**
 * One question's control, bound to its answer's value. The control is named `answers.{index}`
 * (its id is what the error summary links to): a refusal is the question's, whatever the answer.
 */
function SurveyQuestionField({
  form,
  question: q,
  index,
}: {
  form: SurveyForm;
  question: SurveyQuestion;
  index: number;
}) {
  const { field, fieldState } = useController({ control: form.control, name: `answers.${index}.value` });
  const name = `answers.${index}`;
  const refused: unknown = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  const error = (typeof refused === 'string' ? refused : undefined) ?? fieldState.error?.message;
  const common = { label: q.title, name, error, required: q.required, onBlur: field.onBlur };
  const value = field.value;
  const text = typeof value === 'string' ? value : '';
  const options = q.options.map((o) => ({ value: o, label: o }));
  switch (q.type) {
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          ref={field.ref}
          rows={3}
          value={text}
          onChange={(e) => field.onChange(e.target.value)}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          ref={field.ref}
          placeholder
          options={options}
          value={text}
          onChange={(e) => field.onChange(e.target.value)}
        />
      );
    case 'checkbox':
      return (
        <CheckboxGroupField
          {...common}
          ref={field.ref}
          options={options}
          value={Array.isArray(value) ? value : []}
          onChange={field.onChange}
        />
      );
    case 'radio':
      return <RadioGroup {...common} ref={field.ref} options={options} value={text} onChange={field.onChange} />;
    default:
      return <TextField {...common} ref={field.ref} value={text} onChange={(e) => field.onChange(e.target.value)} />;
  }
}
