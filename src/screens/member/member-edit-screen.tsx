import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '../../api/profile.queries';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { MemberOnly } from './member-only';
import { MEMBER_TEXT } from './member-text';
import { ProfileForm } from './profile-form';
import './member.css';

/** /member/edit: the profile form, filled with the profile the session loaded. */
export function MemberEditScreen() {
  return (
    <PageShell lead={MEMBER_TEXT.editLead}>
      <MemberOnly>
        <MemberEdit />
      </MemberOnly>
    </PageShell>
  );
}

function MemberEdit() {
  const profile = useQuery(profileQueries.me());
  return <QueryState query={profile}>{(data) => <ProfileForm profile={data} />}</QueryState>;
}
