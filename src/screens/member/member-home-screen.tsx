import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { profileQueries } from '../../api/profile.queries';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { GiftClaimsSection } from '../gifts/gift-claims-section';
import { MemberOnly } from './member-only';
import { MemberOverview } from './member-overview';
import { MEMBER_TEXT } from './member-text';
import { SignOutEverywhere } from './sign-out-everywhere';
import './member.css';

/** /member: the member's name and the ways into their records and profile. */
export function MemberHomeScreen() {
  return (
    <PageShell lead={MEMBER_TEXT.homeLead}>
      <MemberOnly>
        <MemberHome />
      </MemberOnly>
    </PageShell>
  );
}

function MemberHome() {
  const profile = useQuery(profileQueries.me());
  return (
    <QueryState query={profile}>
      {({ name }) => (
        <>
          <p className="member-greeting">{MEMBER_TEXT.greeting(name)}</p>
          <MemberOverview />
          <nav aria-label={MEMBER_TEXT.linksLabel}>
            <ul className="card-grid member-links">
              {MEMBER_TEXT.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="link-card">
                    <span className="link-card__title">{link.title}</span>
                    <span className="link-card__text">{link.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <GiftClaimsSection />
          <SignOutEverywhere />
        </>
      )}
    </QueryState>
  );
}
