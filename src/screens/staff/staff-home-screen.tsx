import { Link } from 'react-router-dom';
import { STAFF_ROLE_LABELS } from '../../../schemas/staff-role.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { staffNavFor } from './staff-nav';
import { StaffShell } from './staff-shell';
import { STAFF_TEXT as T } from './staff-text';

const TITLE = staffRouteById('staff')?.title ?? '';

/** /staff: who is signed in, the roles they hold, and the screens those roles open. */
export function StaffHomeScreen() {
  return (
    <StaffShell title={TITLE}>
      {(me) => {
        const open = staffNavFor(me.roles).flatMap((section) => section.items.filter((item) => item.to !== '/staff'));
        return (
          <>
            <section className="staff-section" aria-labelledby="staff-home-roles">
              <p>{T.dashboard.greeting(me.name)}</p>
              <h2 className="staff-section__heading" id="staff-home-roles">
                {T.dashboard.rolesHeading}
              </h2>
              <ul>
                {me.roles.map((role) => (
                  <li key={role}>{STAFF_ROLE_LABELS[role]}</li>
                ))}
              </ul>
            </section>
            {open.length > 0 && (
              <section className="staff-section" aria-labelledby="staff-home-open">
                <h2 className="staff-section__heading" id="staff-home-open">
                  {T.dashboard.openHeading}
                </h2>
                <ul className="card-grid">
                  {open.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className="link-card">
                        <span className="link-card__title">{item.label}</span>
                        <span className="link-card__text">{item.summary}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        );
      }}
    </StaffShell>
  );
}
