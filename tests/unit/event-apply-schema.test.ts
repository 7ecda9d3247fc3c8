import { describe, expect, it } from 'vitest';
import { ApplyTicketsSchema, surveyStepSchema } from '../../schemas/event-apply.schema';

/** Rules checked on the step that owns them (issue 20, item 4): step 1's tickets, step 3's survey. */
describe('event sign-up step schemas', () => {
  const questions = [
    { id: 7, title: '您目前使用的吸塵器型號', required: true },
    { id: 8, title: '想了解的主題', required: false },
  ];
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('step 3 refuses a required question left blank, by its place, in the server’s words', () => {
    const blank = {
      answers: [
        { question_id: 7, value: ' ' },
        { question_id: 8, value: [] },
      ],
    };
    expect(issues(surveyStepSchema(questions).safeParse(blank))).toEqual([
      ['answers.0', '請回答「您目前使用的吸塵器型號」。'],
    ]);
    const missing = { answers: [] };
    expect(issues(surveyStepSchema(questions).safeParse(missing))).toEqual([
      ['answers.0', '請回答「您目前使用的吸塵器型號」。'],
    ]);
  });

  it('step 3 takes a required question answered, the optional one left blank', () => {
    const answered = {
      answers: [
        { question_id: 7, value: 'V12' },
        { question_id: 8, value: [] },
      ],
    };
    expect(surveyStepSchema(questions).safeParse(answered).success).toBe(true);
    expect(surveyStepSchema([]).safeParse({ answers: [] }).success).toBe(true);
  });

  it('step 1 names the session alone while none is chosen, then asks for a ticket', () => {
    expect(issues(ApplyTicketsSchema.safeParse({ tickets: [] }))).toEqual([['session_id', '請選擇場次。']]);
    expect(issues(ApplyTicketsSchema.safeParse({ session_id: 1, tickets: [{ ticket_id: 1, quantity: 0 }] }))).toEqual([
      ['tickets', '請至少選擇 1 張票。'],
    ]);
    expect(ApplyTicketsSchema.safeParse({ session_id: 1, tickets: [{ ticket_id: 1, quantity: 2 }] }).success).toBe(
      true,
    );
  });
});
