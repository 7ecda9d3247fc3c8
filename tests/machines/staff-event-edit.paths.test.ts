import { describe, expect, it } from 'vitest';
import { STAFF_EVENT_STEPS, StaffEventInputSchema } from '../../schemas/staff-event.schema';
import {
  staffEventEditModel,
  staffEventEditOracle,
  validConfirm,
  validDetails,
  validSessions,
  validSurvey,
  validTickets,
} from '../models/staff-event-edit.model';
import { describeFlowPaths, expectDraftKept } from '../support/flow-paths-suite';

const all = { ...validDetails, ...validSessions, ...validTickets, ...validSurvey, ...validConfirm };

describeFlowPaths(staffEventEditModel, {
  oracles: [{ spec: staffEventEditOracle, minStates: 10, eventsPerState: 23 }],
  replay: (path, { calls, invocations }) => {
    expectDraftKept(path, calls, validDetails);
    // what the review sends is every step as the API reads it
    for (const { input } of invocations)
      expect(StaffEventInputSchema.parse(input)).toEqual(StaffEventInputSchema.parse(all));
  },
});

describe('the event editor’s steps', () => {
  it('refuse what the server would, by the field the step shows', () => {
    const ends = STAFF_EVENT_STEPS.sessions.safeParse({
      sessions: [{ ...validSessions.sessions[0], ends_local: '2026-12-01T09:00', starts_local: '2026-12-01T10:00' }],
    });
    expect(ends.error?.issues).toMatchObject([
      { path: ['sessions', 0, 'ends_local'], message: '結束時間必須晚於開始時間。' },
    ]);
    const limit = STAFF_EVENT_STEPS.sessions.safeParse({
      sessions: [{ ...validSessions.sessions[0], capacity: 2, purchase_limit: 3 }],
    });
    expect(limit.error?.issues[0]?.path).toEqual(['sessions', 0, 'purchase_limit']);
    const title = STAFF_EVENT_STEPS.survey.safeParse({ survey_title: '', questions: validSurvey.questions });
    expect(title.error?.issues[0]).toMatchObject({ path: ['survey_title'], message: '有問題時請輸入問卷標題。' });
    // no question needs no title: the event has no survey
    expect(STAFF_EVENT_STEPS.survey.safeParse({ survey_title: '', questions: [] }).success).toBe(true);
  });

  it('read numbers typed in the form as numbers', () => {
    const parsed = STAFF_EVENT_STEPS.tickets.parse({
      tickets: [{ session: '1', name: '一般票', price: '800', quota: '12' }],
    });
    expect(parsed.tickets[0]).toEqual({ session: 1, name: '一般票', price: 800, quota: 12 });
  });
});
