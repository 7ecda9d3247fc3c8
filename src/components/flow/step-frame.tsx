import { type ReactNode, useEffect, useRef } from 'react';
import { fieldId } from '../form/field-id';
import { StepProgress } from '../form/step-progress';
import './flow.css';

interface StepFrameProps {
  /** the flow's step names, in order */
  steps: readonly string[];
  /** 0-based */
  current: number;
  /** names the flow, so that focus moves only when this flow's step changes */
  flow: string;
  title: string;
  /** a review's change link: the field to focus instead of the heading */
  focusField?: string | null;
  /** the step opens with an error summary, which takes the focus itself */
  hasErrors?: boolean;
  children: ReactNode;
}

// The step each flow showed last. Steps with their own URL mount a new screen: the memory must
// outlive it, or focus would never move after a route change.
const lastShown = new Map<string, number>();

/**
 * Where the member is in a flow (step n of N, the current one marked), the step's heading, and
 * the focus moved when the step changes: to the heading, to the field a change link named, or
 * left to the error summary (the GOV.UK question-page pattern). The first step of a fresh visit
 * keeps the page's natural focus.
 */
export function StepFrame({ steps, current, flow, title, focusField, hasErrors, children }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const before = lastShown.get(flow);
    lastShown.set(flow, current);
    if (before === undefined || before === current) return;
    if (hasErrors) return;
    const field = focusField ? document.getElementById(fieldId(focusField)) : null;
    if (field) {
      field.focus();
      field.scrollIntoView?.({ block: 'center' });
    } else heading.current?.focus();
  }, [flow, current, focusField, hasErrors]);

  return (
    <section className="step-frame" aria-labelledby={`${flow}-step-title`}>
      <StepProgress steps={steps} current={current} />
      <h2 id={`${flow}-step-title`} className="step-frame__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
