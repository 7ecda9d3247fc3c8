import type { AnyEventObject } from 'xstate';
import { staffEventEditMachine } from '../../machines/staff-event-edit.machine';
import { STAFF_EVENT_STEPS } from '../../schemas/staff-event.schema';
import type { FlowOracleSpec } from '../support/flow-oracle';
import { defineMachineModel, eventTypes } from '../support/machine-model';

/**
 * The console's event editor's test model (machines/staff-event-edit.machine.ts), shared by
 * tests/machines/staff-event-edit.paths.test.ts and the console's browser test: valid and
 * invalid data per step, and what the server may answer.
 */
const taipeiLocal = (days: number, hour: number) => {
  const at = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return `${at.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

export const validDetails = {
  subject: '鑄鐵鍋燉菜教室',
  summary: '一起做一道冬天的燉菜。',
  body: '從挑鍋子開始，一步一步做好一鍋燉菜。',
  cost_plan: 'paid',
};
export const invalidDetails = { ...validDetails, subject: '' };
export const validSessions = {
  sessions: [
    {
      subject: '平日場',
      starts_local: taipeiLocal(30, 10),
      ends_local: taipeiLocal(30, 12),
      place_name: '好生活台北門市',
      place_address: '台北市大安區忠孝東路四段 1 號',
      format: 'offline',
      capacity: 12,
      purchase_limit: 4,
    },
    {
      subject: '假日場',
      starts_local: taipeiLocal(31, 14),
      ends_local: taipeiLocal(31, 16),
      place_name: '好生活台中門市',
      place_address: '',
      format: 'offline',
      capacity: 8,
      purchase_limit: 2,
    },
  ],
};
/** ends before it starts */
export const invalidSessions = {
  sessions: [{ ...validSessions.sessions[0], ends_local: validSessions.sessions[0]?.starts_local }],
};
export const validTickets = {
  tickets: [
    { session: 1, name: '一般票', price: 800, quota: 12 },
    { session: 2, name: '親子票', price: 1200, quota: 8 },
  ],
};
export const invalidTickets = { tickets: [] };
export const validSurvey = {
  survey_title: '報名問卷',
  questions: [{ type: 'radio', title: '飲食習慣', options: '葷食\n素食', required: true }],
};
/** a choice with one option */
export const invalidSurvey = {
  survey_title: '報名問卷',
  questions: [{ type: 'select', title: '尺寸', options: '大', required: false }],
};
export const validConfirm = { on_save: 'publish' };

export const seatsRefused = {
  status: 422,
  data: {
    message: '輸入的資料有誤，請檢查後再送出。',
    errors: { 'sessions.0.capacity': ['已售出 7 席，座位數不可少於此數。'] },
  },
};
export const pictureRefused = {
  status: 422,
  data: { message: '輸入的資料有誤，請檢查後再送出。', errors: { image_media_id: ['找不到上傳的圖片，請重新上傳。'] } },
};
export const quotaRefused = {
  status: 422,
  data: {
    message: '輸入的資料有誤，請檢查後再送出。',
    errors: { 'tickets.0.quota': ['已售出 3 張，名額不可少於此數。'] },
  },
};
export const questionRefused = {
  status: 422,
  data: {
    message: '輸入的資料有誤，請檢查後再送出。',
    errors: { 'questions.0.id': ['找不到此問題，請重新整理後再試。'] },
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
export const saved = { id: 31, state: 'published', version: 1 };

const events: AnyEventObject[] = [
  { type: 'step.submit', data: validDetails },
  { type: 'step.submit', data: invalidDetails },
  { type: 'step.submit', data: validSessions },
  { type: 'step.submit', data: invalidSessions },
  { type: 'step.submit', data: validTickets },
  { type: 'step.submit', data: invalidTickets },
  { type: 'step.submit', data: validSurvey },
  { type: 'step.submit', data: invalidSurvey },
  { type: 'step.submit', data: validConfirm },
  { type: 'step.back' },
  { type: 'step.forward' },
  { type: 'step.change', field: 'subject' },
  { type: 'step.change', field: 'sessions' },
  { type: 'step.change', field: 'tickets' },
  { type: 'step.change', field: 'questions' },
  { type: 'step.retry' },
  { type: 'xstate.done.actor.submit', output: saved },
  { type: 'xstate.error.actor.submit', error: pictureRefused },
  { type: 'xstate.error.actor.submit', error: seatsRefused },
  { type: 'xstate.error.actor.submit', error: quotaRefused },
  { type: 'xstate.error.actor.submit', error: questionRefused },
  { type: 'xstate.error.actor.submit', error: staleVersion },
  { type: 'xstate.error.actor.submit', error: serverDown },
];

const DATA_LABELS = new Map<unknown, string>([
  [validDetails, 'details'],
  [invalidDetails, 'details without a name'],
  [validSessions, 'two sessions'],
  [invalidSessions, 'a session ending as it starts'],
  [validTickets, 'two ticket types'],
  [invalidTickets, 'no ticket'],
  [validSurvey, 'one question'],
  [invalidSurvey, 'a choice with one option'],
  [validConfirm, 'save and publish'],
]);

const label = (e: AnyEventObject): string => {
  if (e.type === 'step.submit') return `submit(${DATA_LABELS.get(e.data) ?? '?'})`;
  if (e.type === 'xstate.error.actor.submit') {
    if (e.error === seatsRefused) return 'error(422 seats below sold)';
    if (e.error === pictureRefused) return 'error(422 picture)';
    if (e.error === quotaRefused) return 'error(422 quota below sold)';
    if (e.error === questionRefused) return 'error(422 question gone)';
    if (e.error === staleVersion) return 'error(409 stale version)';
    return 'error(500)';
  }
  if (e.type === 'step.change') return `change(${e.field})`;
  return e.type.replace('xstate.', '');
};

export const staffEventEditModel = defineMachineModel({
  name: 'staff-event-edit',
  machine: staffEventEditMachine,
  events: () => events,
  eventLabel: label,
  happy: (path) =>
    eventTypes(path).join() ===
      'step.submit,step.submit,step.submit,step.submit,step.submit,xstate.done.actor.submit' &&
    path.state.value === 'done',
});

/**
 * What staff must see (issue 27 item 1: details and pictures → sessions → ticket types → survey
 * → review and publish), written here from the issue, not read from the machine.
 */
export const staffEventEditOracle: FlowOracleSpec<typeof STAFF_EVENT_STEPS> = {
  steps: STAFF_EVENT_STEPS,
  pages: [
    { state: 'details', edits: 'details', step: 1, title: '活動資料與圖片' },
    { state: 'sessions', edits: 'sessions', step: 2, title: '場次' },
    { state: 'tickets', edits: 'tickets', step: 3, title: '票種' },
    { state: 'survey', edits: 'survey', step: 4, title: '報名問卷' },
    { state: 'reviewing', edits: 'confirm', step: 5, title: '確認並發布' },
  ],
  done: { state: 'done', title: '活動已儲存' },
};
