import { asc, eq } from 'drizzle-orm';
import type { SurveyAnswer } from '../../schemas/event-apply.schema';
import type { EventSurvey, SurveyQuestion } from '../../schemas/event-session.schema';
import type { Db } from '../db/client';
import { eventSurveys, surveyQuestions, surveyResponses } from '../db/tables/event-survey.table';
import { type FieldErrors, InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { findEvent } from './events.service';

/** SPEC §3 event survey of an event (`GET /api/event_survey/{eventId}`), or null when it has none. */
export async function getEventSurvey(db: Db, eventId: number): Promise<EventSurvey | null> {
  const [survey] = await db.select().from(eventSurveys).where(eq(eventSurveys.eventId, eventId));
  if (!survey) return null;
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, survey.id))
    .orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.id));
  return {
    id: survey.id,
    title: survey.title,
    questions: questions.map((q) => ({
      id: q.id,
      type: q.type as SurveyQuestion['type'],
      title: q.title,
      options: q.options,
      required: q.required,
    })),
  };
}

const isBlank = (value: string | string[] | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/**
 * The answers against the event's questions: every required one answered, choices among the
 * question's options, one choice where one is asked for. Refused fields are `answers.{index}`
 * by the question's place in the survey, as the survey step lists them.
 */
export async function checkSurveyAnswers(db: Db, eventId: number, answers: SurveyAnswer[]): Promise<void> {
  const survey = await getEventSurvey(db, eventId);
  if (!survey) {
    if (answers.length) throw InvalidInputError.on('answers', '此活動沒有問卷。');
    return;
  }
  const byId = new Map(answers.map((a) => [a.question_id, a.value]));
  const known = new Set(survey.questions.map((q) => q.id));
  const errors: FieldErrors = {};
  if (answers.some((a) => !known.has(a.question_id))) errors.answers = ['問卷題目不正確，請重新整理後再填寫。'];
  survey.questions.forEach((q, index) => {
    const value = byId.get(q.id);
    const field = `answers.${index}`;
    if (isBlank(value)) {
      if (q.required) errors[field] = [`請回答「${q.title}」。`];
      return;
    }
    const chosen = Array.isArray(value) ? value : [value as string];
    if (q.type === 'text' || q.type === 'textarea') {
      if (Array.isArray(value)) errors[field] = ['請以文字回答。'];
      return;
    }
    if (q.type !== 'checkbox' && chosen.length > 1) errors[field] = ['請只選一個選項。'];
    else if (chosen.some((c) => !q.options.includes(c))) errors[field] = ['請從選項中選擇。'];
  });
  if (Object.keys(errors).length) throw new InvalidInputError(errors, '問卷尚未完成。');
}

/** Keeps the member's answers; null when the event has no survey. */
export async function storeSurveyResponse(
  db: Db,
  eventId: number,
  memberId: number,
  answers: SurveyAnswer[],
  now = new Date(),
): Promise<number | null> {
  const [survey] = await db.select({ id: eventSurveys.id }).from(eventSurveys).where(eq(eventSurveys.eventId, eventId));
  if (!survey) return null;
  const [row] = await db
    .insert(surveyResponses)
    .values({ surveyId: survey.id, memberId, answers, createdAt: now })
    .returning({ id: surveyResponses.id });
  return row?.id ?? null;
}

/** `POST /api/event_survey/{eventId}` {answers}: checked and kept; answers { survey_response_id }. */
export async function submitEventSurvey(db: Db, eventId: number, memberId: number, answers: SurveyAnswer[]) {
  if (!(await findEvent(db, { id: eventId }))) throw new NotFoundError();
  return db.transaction(async (tx) => {
    await checkSurveyAnswers(tx, eventId, answers);
    const id = await storeSurveyResponse(tx, eventId, memberId, answers);
    if (id === null) throw new NotFoundError();
    return { survey_response_id: id };
  });
}
