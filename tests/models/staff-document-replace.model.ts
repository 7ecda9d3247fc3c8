import type { AnyEventObject } from 'xstate';
import { staffDocumentReplaceMachine } from '../../machines/staff-document-replace.machine';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, DOCUMENT_TASK_STEPS } from '../../schemas/staff-document.schema';
import type { FlowOracleSpec, OracleState } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The console's document task's test model (machines/staff-document-replace.machine.ts), shared
 * by tests/machines/staff-document-replace.paths.test.ts and the console's browser test.
 */

/** the replacement the browser test uploads (tests/e2e/staff-document-replace.model.spec.ts makes its bytes) */
export const validFile = { file: { name: '好生活-永續報告書-修訂版.pdf', size: 4096 } };
/** over the limit: refused in the browser, before anything goes out */
export const tooLargeFile = { file: { name: '掃描檔.pdf', size: DOCUMENT_MAX_BYTES + 1 } };
export const validConfirm = {};

export const notPdfRefused = {
  status: 422,
  data: {
    message: '輸入的資料有誤，請檢查後再送出。',
    errors: { file: [DOCUMENT_MESSAGES.notPdf(validFile.file.name)] },
  },
};
export const staleVersion = {
  status: 409,
  data: {
    message: '這筆資料已被其他人更新，請比對後再儲存。',
    errors: { version: ['這筆資料已被其他人更新，請比對後再儲存。'] },
  },
};
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };
export const checked = {
  current: { file_name: '好生活-2025-永續報告書.pdf', size: 52_000, pages: 9 },
  next: { file_name: validFile.file.name, size: 4096, pages: 2 },
};
export const replaced = { document: checked.next };

const events: AnyEventObject[] = [
  { type: 'step.submit', data: validFile },
  { type: 'step.submit', data: tooLargeFile },
  { type: 'step.submit', data: validConfirm },
  { type: 'step.back' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.check', output: checked },
  { type: 'xstate.error.actor.check', error: notPdfRefused },
  { type: 'xstate.error.actor.check', error: serverDown },
  { type: 'xstate.done.actor.submit', output: replaced },
  { type: 'xstate.error.actor.submit', error: notPdfRefused },
  { type: 'xstate.error.actor.submit', error: staleVersion },
  { type: 'xstate.error.actor.submit', error: serverDown },
];

const label = (e: AnyEventObject): string => {
  if (e.type === 'step.submit') {
    if (e.data === validFile) return 'submit(a PDF)';
    if (e.data === tooLargeFile) return 'submit(over 20 MB)';
    return 'submit(confirm)';
  }
  if (e.type.startsWith('xstate.error.actor.')) {
    const actor = e.type.slice('xstate.error.actor.'.length);
    if (e.error === notPdfRefused) return `error ${actor}(422 not a PDF)`;
    if (e.error === staleVersion) return `error ${actor}(409 stale version)`;
    return `error ${actor}(500)`;
  }
  return e.type.replace('xstate.', '');
};

export const staffDocumentReplaceModel = defineMachineModel({
  name: 'staff-document-replace',
  machine: staffDocumentReplaceMachine,
  events: () => events,
  eventLabel: label,
  happy: (path) =>
    eventTypes(path).join() === 'step.submit,xstate.done.actor.check,step.submit,xstate.done.actor.submit' &&
    path.state.value === 'done',
});

const hasFieldErrors = (error: unknown) => error === notPdfRefused;

/**
 * What an editor must see (issue 24: choose a file → it uploads with its progress → the old and new
 * file side by side → replaced; a failed upload can be retried): written here, not read from the machine.
 */
export const staffDocumentReplaceOracle: FlowOracleSpec<typeof DOCUMENT_TASK_STEPS> = {
  steps: DOCUMENT_TASK_STEPS,
  pages: [
    { state: 'choosing', edits: 'file', step: 1, title: '選擇新檔案' },
    { state: 'reviewing', edits: 'confirm', step: 2, title: '確認替換檔案' },
  ],
  done: { state: 'done', step: 3, title: '檔案已替換' },
  checking: ['uploading'],
  // the file goes out as soon as it is chosen; the review follows once the server has read it
  special: (s, event): OracleState | undefined => {
    const data = (event as { data?: unknown }).data;
    if (s.state === 'choosing' && event.type === 'step.submit') {
      if (!DOCUMENT_TASK_STEPS.file.safeParse(data).success) return s;
      return { ...s, state: 'uploading', kept: { ...s.kept, file: data }, errors: null, problem: false, draft: true };
    }
    if (s.state === 'uploading') {
      if (event.type === 'xstate.done.actor.check') return { ...s, state: 'reviewing' };
      if (event.type === 'xstate.error.actor.check') {
        return hasFieldErrors((event as { error?: unknown }).error)
          ? { ...s, state: 'choosing', errors: 'file' }
          : { ...s, state: 'uploadFailed', problem: true };
      }
      return s;
    }
    if (s.state === 'uploadFailed') {
      if (event.type === 'step.retry') return { ...s, state: 'uploading', problem: false };
      if (event.type === 'step.back') return { ...s, state: 'choosing', problem: false };
      return s;
    }
    return undefined;
  },
};
