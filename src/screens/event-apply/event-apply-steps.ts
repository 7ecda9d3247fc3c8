import type { ActorRefFrom, StateValueFrom } from 'xstate';
import type { EventApplyContext, eventApplyMachine } from '../../../machines/event-apply.machine';
import type { Event } from '../../../schemas/event.schema';
import type { EventSession, EventSurvey } from '../../../schemas/event-session.schema';
import type { FlowMember } from '../flow/use-flow-member';

export type EventApplyState = StateValueFrom<typeof eventApplyMachine>;
export type EventApplyActor = ActorRefFrom<typeof eventApplyMachine>;

/** SPEC §2: /events/{eventId}/apply, steps 1 to 4. */
export const applyPaths = (eventId: number) =>
  [
    `/events/${eventId}/apply`,
    `/events/${eventId}/apply/step2`,
    `/events/${eventId}/apply/step3`,
    `/events/${eventId}/apply/step4`,
  ] as const;

/** Which step (and URL) each state shows; the type checker keeps it complete. */
export const APPLY_STEP_OF = {
  choosingTickets: 0,
  addingParticipants: 1,
  answeringSurvey: 2,
  confirming: 3,
  submitting: 3,
  failed: 3,
  done: 3,
} as const satisfies Record<EventApplyState, number>;

/** What the screen loaded for the steps (steps never fetch). */
export interface ApplyData {
  event: Event;
  sessions: EventSession[];
  survey: EventSurvey | null;
}

export interface ApplyStepProps {
  actor: EventApplyActor;
  context: EventApplyContext;
  state: EventApplyState;
  data: ApplyData;
  member: FlowMember;
}

/** The tickets the kept step 1 chose, with their prices. */
export function chosenTickets(context: EventApplyContext, data: ApplyData) {
  const step = context.data.tickets;
  const session = data.sessions.find((s) => s.id === step?.session_id);
  const lines = (step?.tickets ?? [])
    .filter((l) => l.quantity > 0)
    .map((l) => ({ ...l, ticket: session?.tickets.find((t) => t.id === l.ticket_id) }));
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const total = lines.reduce((n, l) => n + (l.ticket?.price ?? 0) * l.quantity, 0);
  return { session, lines, count, total };
}
