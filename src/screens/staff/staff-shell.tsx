import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { holdsRole, STAFF_ROLE_LABELS, type StaffMe, type StaffRole } from '../../../schemas/staff-role.schema';
import { profileQueries } from '../../api/profile.queries';
import { staffQueries } from '../../api/staff.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { ApiRequestError } from '../../lib/api-request-error';
import { requestLogOut } from '../../lib/session-commands';
import { UI_TEXT } from '../../lib/ui-text';
import { MemberOnly } from '../member/member-only';
import { staffNavFor } from './staff-nav';
import { rolesText, STAFF_TEXT as T } from './staff-text';
import './staff-shell.css';

interface StaffShellProps {
  /** the page's heading (the manifest's title) */
  title: string;
  /** the role the screen takes; the API asks for the same one on each call */
  requires?: StaffRole | null;
  children: (me: StaffMe) => ReactNode;
}

/**
 * The console's frame, drawn by each staff route module inside the empty layout (so that it loads
 * with the console's chunks only): who is signed in and their roles, a side navigation listing only
 * what those roles open, the way back to the site and out. A member holding no role sees why and
 * what to do (the API's 403), never an empty page.
 */
export function StaffShell(props: StaffShellProps) {
  return (
    <MemberOnly>
      <StaffConsole {...props} />
    </MemberOnly>
  );
}

function StaffConsole({ title, requires = null, children }: StaffShellProps) {
  const me = useQuery(staffQueries.me());
  if (me.isPending) {
    return (
      <div className="block-pending" aria-busy="true">
        {/* the page is named while the console loads too (axe page-has-heading-one) */}
        <h1 className="visually-hidden">{title}</h1>
        <span className="visually-hidden">{UI_TEXT.loading}</span>
      </div>
    );
  }
  if (me.error instanceof ApiRequestError && me.error.status === 403) return <StaffForbidden />;
  if (me.error instanceof ApiRequestError && me.error.status === 401) {
    return (
      <div className="state-message" role="alert">
        <p className="state-message__title">{T.expired}</p>
      </div>
    );
  }
  if (me.isError) return <LoadErrorState onRetry={() => void me.refetch()} />;

  const person = me.data;
  const allowed = requires === null || holdsRole(person.roles, [requires]);
  return (
    <div className="staff-shell">
      <div className="staff-shell__bar">
        <p className="staff-shell__brand">{T.console}</p>
        <p className="staff-shell__account">
          <span className="visually-hidden">{T.accountLabel}：</span>
          <span className="staff-shell__name">{person.name}</span>
          <span className="staff-shell__roles">{rolesText(person.roles)}</span>
        </p>
        <Link to="/" className="staff-shell__tool">
          {T.backToSite}
        </Link>
        <button type="button" className="staff-shell__tool staff-shell__sign-out" onClick={() => void requestLogOut()}>
          {T.signOut}
        </button>
      </div>
      <div className="staff-shell__body">
        <nav className="staff-shell__nav" aria-label={T.navLabel}>
          {staffNavFor(person.roles).map((section) => (
            <div key={section.label} className="staff-shell__nav-section">
              <p className="staff-shell__nav-heading" id={`staff-nav-${section.label}`}>
                {section.label}
              </p>
              <ul className="staff-shell__nav-list" aria-labelledby={`staff-nav-${section.label}`}>
                {section.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className="staff-shell__nav-link">
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="staff-shell__content">
          <h1 className="staff-shell__title">{title}</h1>
          {allowed ? (
            children(person)
          ) : (
            <div className="state-message" role="alert">
              <p className="state-message__title">{T.sectionForbiddenTitle}</p>
              <p className="state-message__hint">{T.sectionForbiddenLead(STAFF_ROLE_LABELS[requires])}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The API's 403: a member who holds no role. What it means and what to do, in words. */
function StaffForbidden() {
  // the session machine has the profile cached: the email says which account holds no role
  const profileEmail = useQuery(profileQueries.me()).data?.email ?? null;
  return (
    <div className="staff-forbidden">
      <h1 className="staff-forbidden__title">{T.forbiddenTitle}</h1>
      <p>{T.forbiddenLead(profileEmail)}</p>
      <p>{T.forbiddenWhat}</p>
      <p className="staff-forbidden__actions">
        <Link to="/" className="button button--primary">
          {T.backToSite}
        </Link>
        <Link to="/member" className="button button--ghost">
          {T.toMember}
        </Link>
      </p>
    </div>
  );
}
