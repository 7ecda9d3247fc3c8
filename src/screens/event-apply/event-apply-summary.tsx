import type { EventApplyContext } from '../../../machines/event-apply.machine';
import { formatDateTimeRange } from '../../../schemas/taipei-date';
import { reviewRow } from '../../components/flow/flow-review';
import { ReviewList } from '../../components/form/review-list';
import type { EventApplyPageData } from './event-apply-step.types';
import { money, EVENT_APPLY_TEXT as T } from './event-apply-text';

/** The tickets the kept step 1 chose, with their prices: how many places, and what they cost. */
export function chosenTickets(context: EventApplyContext, data: EventApplyPageData) {
  const step = context.data.tickets;
  const session = data.sessions.find((s) => s.id === step?.session_id);
  const lines = (step?.tickets ?? [])
    .filter((l) => l.quantity > 0)
    .map((l) => ({ ...l, ticket: session?.tickets.find((t) => t.id === l.ticket_id) }));
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const total = lines.reduce((n, l) => n + (l.ticket?.price ?? 0) * l.quantity, 0);
  return { session, lines, count, total };
}

/**
 * Step 4's 報名內容 in the kit's review list: the event and session, the tickets, what is due. No
 * change links: a different session or number of tickets means other participants too, so the
 * member goes back through 上一步.
 */
export function EventApplySummary({ context, data }: { context: EventApplyContext; data: EventApplyPageData }) {
  const { session, lines, total } = chosenTickets(context, data);
  const row = reviewRow;
  const rows = [
    row(T.event, `${data.event.subject}・${session?.subject ?? ''}`),
    row(T.time, session ? formatDateTimeRange(session.started_at, session.ended_at) : null),
    row(T.tickets, lines.map((l) => `${l.ticket?.name ?? ''} × ${l.quantity}`).join('、')),
    row(T.total, <strong data-testid="apply-total">{money(total)}</strong>),
  ];
  return <ReviewList sections={[{ title: T.summaryLegend, rows }]} />;
}
