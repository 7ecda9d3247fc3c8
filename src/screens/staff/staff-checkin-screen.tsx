import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { staffCheckinQueries } from '../../api/staff-checkin.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { UI_TEXT } from '../../lib/ui-text';
import { CheckinDoor } from './staff-checkin-door';
import { CHECKIN_TEXT as T } from './staff-checkin-text';
import { StaffShell } from './staff-shell';
import './staff-checkin.css';

const TITLE = staffRouteById('staff-checkin')?.title ?? '';

/** `?session=<id>`: a whole number, or nothing chosen yet. */
const sessionOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * /staff/checkin (role events), a page for a phone at the door: first the session (with how many
 * are in), then scan after scan. The chosen session is in the address, so a reload or a second
 * phone opened from a shared link lands on the same door.
 */
export function StaffCheckinScreen() {
  const [params] = useSearchParams();
  const sessionId = sessionOf(params.get('session'));
  return (
    <StaffShell title={TITLE} requires="events">
      {() => (sessionId ? <CheckinDoor key={sessionId} sessionId={sessionId} /> : <SessionChooser />)}
    </StaffShell>
  );
}

function SessionChooser() {
  const sessions = useQuery(staffCheckinQueries.sessions());
  if (sessions.isPending) {
    return (
      <div className="block-pending" aria-busy="true">
        <span className="visually-hidden">{UI_TEXT.loading}</span>
      </div>
    );
  }
  if (sessions.isError) return <LoadErrorState onRetry={() => void sessions.refetch()} />;
  if (!sessions.data.length) {
    return (
      <div className="state-message">
        <p className="state-message__title">{T.emptyTitle}</p>
        <p className="state-message__hint">{T.emptyHint}</p>
      </div>
    );
  }
  return (
    <>
      <p className="staff-section__lead">{T.chooserLead}</p>
      <ul className="checkin-sessions" aria-label={T.chooserCaption}>
        {sessions.data.map((s) => (
          <li key={s.id}>
            <Link className="checkin-sessions__link" to={`/staff/checkin?session=${s.id}`}>
              <span className="checkin-sessions__event">{s.event_subject}</span>
              <span className="checkin-sessions__session">
                {s.subject}・{formatTaipei(s.started_at, 'YYYY/MM/DD HH:mm')}・{s.place_name}
              </span>
              <span className="checkin-sessions__counts">
                {T.countsLine(s.counts.checked_in, s.counts.tickets)}
                {s.counts.conflicts > 0 && `・${T.conflictsLine(s.counts.conflicts)}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
