import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiUrl } from '../../../schemas/api-endpoints';
import { staffEndpoints } from '../../../schemas/staff-api-endpoints';
import type { StaffEvent } from '../../../schemas/staff-event.schema';
import type { SessionAttendees, StaffWaitlistEntry } from '../../../schemas/staff-event-attendees.schema';
import { formatTaipei } from '../../../schemas/taipei-date';
import { ORDER_STATUS_LABELS } from '../../../schemas/user-order.schema';
import { removeWaitlistEntry } from '../../api/staff-events.mutations';
import { staffEventQueries } from '../../api/staff-events.queries';
import { SelectField } from '../../components/form/text-field';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { EVENTS_TEXT as T } from './staff-events-text';
import { StaffShell } from './staff-shell';

const taipei = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');

/** /staff/events/{id}/attendees?session= (events): a session's orders, participants and answers, its CSV and its waiting list. */
export function StaffEventAttendeesScreen() {
  const id = Number(useRouteParams().eventId);
  return (
    <StaffShell title={T.attendeesTitle} requires="events">
      {() => <AttendeesLoader id={id} />}
    </StaffShell>
  );
}

function AttendeesLoader({ id }: { id: number }) {
  const event = useQuery(staffEventQueries.one(id));
  return <QueryState query={event}>{(e: StaffEvent) => <Attendees event={e} />}</QueryState>;
}

function Attendees({ event }: { event: StaffEvent }) {
  const [search, setSearch] = useSearchParams();
  // the session is in the address, so a list can be shared and reloaded
  const chosen = Number(search.get('session')) || event.sessions[0]?.id || 0;
  return (
    <>
      <p className="staff-section__lead">{T.attendeesLead(event.subject)}</p>
      <SelectField
        name="session"
        label={T.chooseSession}
        value={String(chosen)}
        options={event.sessions.map((s) => ({
          value: String(s.id),
          label: `${s.subject}（${s.starts_local.replace('T', ' ')}）`,
        }))}
        onChange={(e) => setSearch({ session: e.target.value })}
      />
      {chosen ? (
        <>
          <SessionOrders eventId={event.id} sessionId={chosen} />
          <SessionWaitlist eventId={event.id} sessionId={chosen} />
        </>
      ) : null}
      <p>
        <Link to="/staff/events">{T.toList}</Link>
      </p>
    </>
  );
}

function SessionOrders({ eventId, sessionId }: { eventId: number; sessionId: number }) {
  const list = useQuery(staffEventQueries.attendees(eventId, sessionId));
  return (
    <QueryState query={list}>
      {(a: SessionAttendees) => (
        <section aria-labelledby="attendees-orders">
          <h2 id="attendees-orders">{T.ordersCaption}</h2>
          <p>
            {T.seatsLine(a.session.seats_taken, a.session.capacity)}{' '}
            {/* a plain link: the browser downloads the file with the console's cookie */}
            <a
              className="button button--ghost"
              href={apiUrl(staffEndpoints.staffEventAttendeesCsv(eventId, sessionId))}
              download
            >
              {T.csv}
            </a>
          </p>
          {a.orders.length === 0 ? (
            <p>{T.noOrders}</p>
          ) : (
            <div className="staff-table__scroll">
              <table className="staff-table">
                <caption className="visually-hidden">{T.ordersCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.order}</th>
                    <th scope="col">{T.status}</th>
                    <th scope="col">{T.buyer}</th>
                    <th scope="col">{T.participant}</th>
                    <th scope="col">{T.answers}</th>
                  </tr>
                </thead>
                <tbody>
                  {a.orders.map((o) => (
                    <tr key={o.id}>
                      <th scope="row">
                        {o.order_number}
                        <br />
                        {taipei(o.created_at)}
                      </th>
                      <td>{ORDER_STATUS_LABELS[o.status]}</td>
                      <td>
                        {o.member_name}
                        {o.member_email ? <br /> : null}
                        {o.member_email}
                      </td>
                      <td>
                        <ul>
                          {o.participants.map((p) => (
                            <li key={p.registration_number}>
                              {p.user_name}（{p.ticket_name}）{p.user_phone} {p.user_email}
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td>
                        <dl>
                          {a.questions.map((q) => (
                            <div key={q.id}>
                              <dt>{q.title}</dt>
                              <dd>{o.answers[String(q.id)] ?? '—'}</dd>
                            </div>
                          ))}
                        </dl>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </QueryState>
  );
}

function SessionWaitlist({ eventId, sessionId }: { eventId: number; sessionId: number }) {
  const queryClient = useQueryClient();
  const line = useQuery(staffEventQueries.waitlist(eventId, sessionId));
  const [said, setSaid] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: async (entry: StaffWaitlistEntry) => {
      await removeWaitlistEntry(eventId, sessionId, entry.id);
      return entry;
    },
    onSuccess: (entry) => setSaid(T.removed(entry.member_name)),
    onError: () => setSaid(T.actionFailed),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: staffEventQueries.waitlist(eventId, sessionId).queryKey });
      void queryClient.invalidateQueries({ queryKey: staffEventQueries.attendees(eventId, sessionId).queryKey });
    },
  });
  return (
    <section aria-labelledby="attendees-waitlist">
      <h2 id="attendees-waitlist">{T.waitlistTitle}</h2>
      <p role="status">{said}</p>
      <QueryState query={line}>
        {(entries: StaffWaitlistEntry[]) =>
          entries.length === 0 ? (
            <p>{T.noWaitlist}</p>
          ) : (
            <table className="staff-table">
              <caption className="visually-hidden">{T.waitlistTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.position}</th>
                  <th scope="col">{T.member}</th>
                  <th scope="col">{T.seats}</th>
                  <th scope="col">{T.status}</th>
                  <th scope="col">
                    <span className="visually-hidden">{T.remove}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((w) => (
                  <tr key={w.id}>
                    <td>{w.position}</td>
                    <th scope="row">
                      {w.member_name}
                      {w.member_email ? `（${w.member_email}）` : ''}
                    </th>
                    <td>{w.seats}</td>
                    <td>
                      {T.waitStatus[w.status]}
                      {w.held_until ? ` ${T.heldUntil(taipei(w.held_until))}` : ''}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={remove.isPending}
                        aria-label={`${T.remove}「${w.member_name}」`}
                        onClick={() => {
                          // a destructive action says what it will do first (STAFF.md)
                          if (window.confirm(T.removeConfirm(w.member_name))) remove.mutate(w);
                        }}
                      >
                        {T.remove}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </section>
  );
}
