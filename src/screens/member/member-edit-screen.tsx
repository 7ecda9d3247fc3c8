import { useQuery } from '@tanstack/react-query';
import { addressOptions } from '../../api/options.queries';
import { profileQueries } from '../../api/profile.queries';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { MemberOnly } from './member-only';
import { MEMBER_TEXT } from './member-text';
import { ProfileForm } from './profile-form';
import './member.css';

/** /member/edit: the profile form, filled with the profile the session loaded; cities for its address. */
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
  const cities = useQuery(addressOptions());
  return (
    <QueryState query={profile}>
      {(data) => <QueryState query={cities}>{(list) => <ProfileForm profile={data} cities={list} />}</QueryState>}
    </QueryState>
  );
}
