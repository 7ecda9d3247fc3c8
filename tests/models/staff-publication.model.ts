import type { AnyEventObject } from 'xstate';
import { staffPublicationMachine } from '../../machines/staff-publication.machine';
import { PUBLICATION_TASK_STEPS } from '../../schemas/staff-publication.schema';
import type { FlowOracleSpec } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The console's publication task's test model (machines/staff-publication.machine.ts), shared by
 * tests/machines/staff-publication.paths.test.ts and the console's browser test.
 */
const taipeiLocal = (msFromNow: number) => new Date(Date.now() + msFromNow + 8 * 3_600_000).toISOString().slice(0, 16);

/** tomorrow at this minute, Taipei time */
export const validWhen = { to: 'scheduled', publish_at_local: taipeiLocal(86_400_000) };
/** a time already past */
export const invalidWhen = { to: 'scheduled', publish_at_local: taipeiLocal(-3_600_000) };
export const validConfirm = {};

export const timeRefused = {
  status: 422,
  data: { message: '輸入的資料有誤，請檢查後再送出。', errors: { publish_at_local: ['發布時間必須晚於現在。'] } },
};
export const staleVersion = {
  status: 409,
  data: {
    message: '這筆資料已被其他人更新，請比對後再儲存。',
    errors: { version: ['這筆資料已被其他人更新，請比對後再儲存。'] },
  },
};
export const serverDown = { status: 500, data: { message: '系統忙碌中，請稍後再試。' } };
export const saved = { id: 12, status: 'scheduled', version: 3 };

const events: AnyEventObject[] = [
  { type: 'step.submit', data: validWhen },
  { type: 'step.submit', data: invalidWhen },
  { type: 'step.submit', data: validConfirm },
  { type: 'step.back' },
  { type: 'step.forward' },
  { type: 'step.change', field: 'publish_at_local' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: saved },
  { type: 'xstate.error.actor.submit', error: timeRefused },
  { type: 'xstate.error.actor.submit', error: staleVersion },
  { type: 'xstate.error.actor.submit', error: serverDown },
];

const label = (e: AnyEventObject): string => {
  if (e.type === 'step.submit') {
    if (e.data === validWhen) return 'submit(schedule tomorrow)';
    if (e.data === invalidWhen) return 'submit(schedule in the past)';
    return 'submit(confirm)';
  }
  if (e.type === 'xstate.error.actor.submit') {
    if (e.error === timeRefused) return 'error(422 publish time)';
    if (e.error === staleVersion) return 'error(409 stale version)';
    return 'error(500)';
  }
  if (e.type === 'step.change') return 'change(發布時間)';
  return e.type.replace('xstate.', '');
};

export const staffPublicationModel = defineMachineModel({
  name: 'staff-publication',
  machine: staffPublicationMachine,
  events: () => events,
  eventLabel: label,
  happy: (path) =>
    eventTypes(path).join() === 'step.submit,step.submit,xstate.done.actor.submit' && path.state.value === 'done',
});

/**
 * What an editor must see (STAFF.md "Scheduling says in Taipei time when a thing goes live"; issue
 * 24 item 7): written here, not read from the machine.
 */
export const staffPublicationOracle: FlowOracleSpec<typeof PUBLICATION_TASK_STEPS> = {
  steps: PUBLICATION_TASK_STEPS,
  pages: [
    { state: 'choosing', edits: 'when', step: 1, title: '發布設定' },
    { state: 'reviewing', edits: 'confirm', step: 2, title: '確認發布設定' },
  ],
  done: { state: 'done', step: 3, title: '發布狀態已更新' },
};
