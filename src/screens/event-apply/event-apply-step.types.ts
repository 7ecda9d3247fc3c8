import type { eventApplyMachine } from '../../../machines/event-apply.machine';
import type { Event } from '../../../schemas/event.schema';
import type { EventSession, EventSurvey } from '../../../schemas/event-session.schema';
import type { FlowPageProps } from '../../components/flow/flow-frame';
import type { FlowMember } from '../flow/use-flow-member';

/** What the screen loaded for the pages (pages never fetch): the event, its sessions, its survey. */
export interface EventApplyPageData {
  event: Event;
  sessions: EventSession[];
  survey: EventSurvey | null;
}

/** What every page of the event sign-up gets. */
export type EventApplyStepProps = FlowPageProps<typeof eventApplyMachine> & {
  data: EventApplyPageData;
  member: FlowMember;
};
