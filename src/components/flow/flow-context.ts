import { createContext, useContext } from 'react';
import type { Flow } from './use-flow';

/** The flow a page belongs to, for the kit's parts inside it (StepForm, FlowReview). */
export const FlowContext = createContext<Flow | null>(null);

export function useFlowContext(): Flow {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('a step form or review is rendered inside <FlowFrame>');
  return flow;
}
