import { type ComponentType, useEffect, useRef } from 'react';
import type { AnyStateMachine } from 'xstate';
import { fieldId } from '../form/field-id';
import { StepProgress } from '../form/step-progress';
import { FlowContext } from './flow-context';
import type { Flow } from './use-flow';
import './flow.css';

/** What every page of a flow gets from the frame, besides the screen's own props. */
export interface FlowPageProps<M extends AnyStateMachine> {
  actor: Flow<M>['actor'];
  context: Flow<M>['context'];
  state: Flow<M>['state'];
}

interface FlowFrameProps<M extends AnyStateMachine, P> {
  flow: Flow<M>;
  /** the step indicator's names, as many as the SPEC's steps */
  names: readonly string[];
  /** the component of each page state (a state that `shows` another uses that one's), by path or by name */
  screens: Partial<Record<string, ComponentType<FlowPageProps<M> & P>>>;
  /** what the screen loaded for its pages (options, the member...) */
  props: P;
  /**
   * the flow is a panel of a longer page (a record's decision in the console): a new page of it
   * brings its heading into view, where it is, instead of the top of the page
   */
  inPage?: boolean;
}

// The page each flow showed last. Pages with their own address mount a new screen: the memory
// must outlive it, or focus would never move after a route change.
const lastShown = new Map<string, string>();

/**
 * A flow's page: where the member is (step n of N from the state's meta), the page's heading, and
 * the page itself. When the page changes, focus moves to the heading, to the field a change link
 * named, or is left to the error summary (GOV.UK's question pages). The done page is a page of its
 * own: the top of the page, its heading focused, every step marked done.
 */
export function FlowFrame<M extends AnyStateMachine, P>({
  flow,
  names,
  screens,
  props,
  inPage = false,
}: FlowFrameProps<M, P>) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { name, meta, page, finished, hasErrors } = flow;
  const focusField = (flow.context as { focus?: string | null }).focus ?? null;

  useEffect(() => {
    const before = lastShown.get(name);
    lastShown.set(name, page);
    if (before === page || (before === undefined && !finished)) return;
    const toHeading = () => {
      if (inPage) return heading.current?.focus();
      window.scrollTo({ top: 0 });
      heading.current?.focus({ preventScroll: true });
    };
    if (finished) return toHeading();
    if (hasErrors) return;
    const toField = (field: HTMLElement) => {
      field.focus();
      field.scrollIntoView?.({ block: 'center' });
    };
    const field = focusField ? document.getElementById(fieldId(focusField)) : null;
    if (field) return toField(field);
    toHeading();
    if (!focusField) return;
    // The field may come with the step's data (a chosen day's reserve times, read when the step
    // opens): it gets the focus when it appears, if the focus is still on the heading we gave it.
    const observer = new MutationObserver(() => {
      const late = document.getElementById(fieldId(focusField));
      if (!late) return;
      observer.disconnect();
      if (document.activeElement === heading.current) toField(late);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 5_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [name, page, finished, focusField, hasErrors, inPage]);

  // a nested flow's page (`fast.booking`) may be named by its own state's name (`booking`)
  const Screen = screens[page] ?? screens[page.split('.').at(-1) ?? page];
  if (!Screen) throw new Error(`${name}: no screen for the page of state "${page}"`);
  return (
    <FlowContext.Provider value={flow as Flow}>
      <section
        className={['step-frame', inPage && 'step-frame--in-page', finished && 'step-frame--done']
          .filter(Boolean)
          .join(' ')}
        aria-labelledby={`${name}-step-title`}
      >
        <StepProgress steps={names} current={(meta.step ?? names.length) - 1} complete={finished} />
        <h2 id={`${name}-step-title`} className="step-frame__title" ref={heading} tabIndex={-1}>
          {meta.title}
        </h2>
        <Screen actor={flow.actor} context={flow.context} state={flow.state} {...props} />
      </section>
    </FlowContext.Provider>
  );
}
