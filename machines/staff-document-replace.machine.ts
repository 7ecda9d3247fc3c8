import { DOCUMENT_TASK_STEPS, type DocumentTaskSteps } from '../schemas/staff-document.schema';
import { type FlowContext, flowSetup, flowTransitions, initialFlowContext } from './flow-kit';

export type DocumentReplaceContext = FlowContext<DocumentTaskSteps>;

const { tail, valid, keep, owns } = flowTransitions<DocumentTaskSteps>('reviewing');
const choose = { step: 1, title: '選擇新檔案', edits: 'file' } as const;
const review = { step: 2, title: '確認替換檔案', edits: 'confirm' } as const;

/**
 * The console's document task (issue 24): a magazine issue's or a report's PDF replaced. The file
 * chosen goes out at once (`uploading`, with its progress) for the server to read it as it would
 * store it (`check`: PDF by its bytes, its size and pages), so the review shows the stored and the
 * new file side by side before anything changes; its button sends the file again to replace
 * (`submit`, from the article's version). A refused file returns to step 1 by its field; a failed
 * upload or a stale version is a problem shown with retry and the way back.
 */
export const staffDocumentReplaceMachine = flowSetup<DocumentTaskSteps, unknown>(DOCUMENT_TASK_STEPS).createMachine({
  id: 'staff-document-replace',
  initial: 'choosing',
  context: ({ input }) => initialFlowContext(input),
  states: {
    choosing: {
      meta: choose,
      // no change link comes back here: the review has no field to change but the file itself
      on: { 'step.submit': { guard: valid('file'), target: 'uploading', actions: [keep('file'), 'saveDraft'] } },
    },
    uploading: {
      tags: ['busy'],
      meta: { ...choose, edits: undefined, shows: 'choosing' },
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ step: 'file', data: context.data.file }),
        onDone: { target: 'reviewing', actions: 'keepResult' },
        onError: [
          { guard: owns('file'), target: 'choosing', actions: 'keepFieldErrors' },
          { target: 'uploadFailed', actions: 'keepProblem' },
        ],
      },
    },
    uploadFailed: {
      meta: { ...choose, edits: undefined, shows: 'choosing' },
      on: {
        'step.retry': { target: 'uploading', actions: 'clearProblem' },
        'step.back': { target: 'choosing', actions: 'clearProblem' },
      },
    },
    reviewing: {
      meta: review,
      entry: 'endChange',
      on: {
        'step.submit': { guard: valid('confirm'), target: 'submitting', actions: [keep('confirm'), 'saveDraft'] },
        'step.back': 'choosing',
      },
    },
    ...tail({
      meta: review,
      // the review has no field of its own: a refused file is step 1's
      owners: [['file', 'choosing']],
    }),
    done: { type: 'final', meta: { step: 3, title: '檔案已替換', done: true } },
  },
});
