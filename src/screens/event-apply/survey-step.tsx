import { type FormEvent, useState } from 'react';
import type { SurveyAnswer } from '../../../schemas/event-apply.schema';
import type { SurveyQuestion } from '../../../schemas/event-session.schema';
import { ErrorSummary } from '../../components/form/error-summary';
import { RadioGroup } from '../../components/form/radio-group-field';
import { CheckboxGroupField, SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import type { ApplyStepProps } from './event-apply-steps';
import { APPLY_TEXT as T } from './event-apply-text';

type Values = Record<number, string | string[]>;

const blank = (v: string | string[] | undefined) => (Array.isArray(v) ? v.length === 0 : !v?.trim());

/**
 * Step 3: the event's survey, each question by its type (text, textarea, radio, checkbox,
 * select); a required one must be answered. Its questions are the event's, known only at run
 * time, so the required rule is checked here and again by the server (`answers.{index}`).
 */
export function SurveyStep({ actor, context, data }: ApplyStepProps) {
  const questions = data.survey?.questions ?? [];
  const kept = new Map((context.data.survey?.answers ?? []).map((a) => [a.question_id, a.value]));
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(questions.map((q) => [q.id, kept.get(q.id) ?? (q.type === 'checkbox' ? [] : '')])),
  );
  const [tried, setTried] = useState(false);
  const server = context.fieldErrors ?? {};
  const errorOf = (q: SurveyQuestion, i: number) =>
    (tried && q.required && blank(values[q.id]) ? T.answerRequired(q.title) : undefined) ?? server[`answers.${i}`]?.[0];
  const summary = questions.flatMap((q, i) => {
    const message = errorOf(q, i);
    return message ? [{ name: `answers.${i}`, message }] : [];
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (questions.some((q) => q.required && blank(values[q.id]))) return;
    const answers: SurveyAnswer[] = questions
      .filter((q) => !blank(values[q.id]))
      .map((q) => ({ question_id: q.id, value: values[q.id] as string | string[] }));
    actor.send({ type: 'step.submit', data: { answers } });
  };
  const set = (id: number, value: string | string[]) => setValues((v) => ({ ...v, [id]: value }));

  return (
    <form className="flow-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={tried || context.fieldErrors ? summary : []} />
      {questions.length === 0 ? (
        <p className="flow-form__note">{T.noSurvey}</p>
      ) : (
        <fieldset className="flow-form__group">
          <legend className="flow-form__legend">{data.survey?.title}</legend>
          {questions.map((q, i) => {
            const common = { label: q.title, name: `answers.${i}`, error: errorOf(q, i), required: q.required };
            const value = values[q.id];
            const options = q.options.map((o) => ({ value: o, label: o }));
            switch (q.type) {
              case 'textarea':
                return (
                  <TextAreaField
                    key={q.id}
                    {...common}
                    rows={3}
                    value={String(value ?? '')}
                    onChange={(e) => set(q.id, e.target.value)}
                  />
                );
              case 'select':
                return (
                  <SelectField
                    key={q.id}
                    {...common}
                    placeholder
                    options={options}
                    value={String(value ?? '')}
                    onChange={(e) => set(q.id, e.target.value)}
                  />
                );
              case 'checkbox':
                return (
                  <CheckboxGroupField
                    key={q.id}
                    {...common}
                    options={options}
                    value={Array.isArray(value) ? value : []}
                    onChange={(next) => set(q.id, next)}
                  />
                );
              case 'radio':
                return (
                  <RadioGroup
                    key={q.id}
                    {...common}
                    options={options}
                    value={typeof value === 'string' ? value : ''}
                    onChange={(next) => set(q.id, next)}
                  />
                );
              default:
                return (
                  <TextField
                    key={q.id}
                    {...common}
                    value={String(value ?? '')}
                    onChange={(e) => set(q.id, e.target.value)}
                  />
                );
            }
          })}
        </fieldset>
      )}
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
