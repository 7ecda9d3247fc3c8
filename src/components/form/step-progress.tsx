import { FORM_TEXT } from './form-text';
import './form.css';

export interface StepProgressProps {
  steps: readonly string[];
  /** 0-based */
  current: number;
  /** the flow has ended: every step is marked done */
  complete?: boolean;
  label?: string;
}

/** Where the member is in a flow: step n of N, the steps by name, the done ones marked. */
export function StepProgress({ steps, current, complete = false, label = FORM_TEXT.stepsLabel }: StepProgressProps) {
  return (
    <nav className="step-progress" aria-label={label}>
      <p className="step-progress__count">
        {complete ? FORM_TEXT.stepsComplete : FORM_TEXT.stepCount(current + 1, steps.length)}
      </p>
      <ol className="step-progress__list">
        {steps.map((step, i) => {
          const state = complete || i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`step-progress__step step-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="step-progress__mark" aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="step-progress__name">
                {step}
                {state === 'done' && <span className="visually-hidden">（{FORM_TEXT.stepDone}）</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
