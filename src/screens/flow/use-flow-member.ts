import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Profile } from '../../../schemas/profile.schema';
import { profileQueries } from '../../api/profile.queries';
import { headerSession, sessionStore } from '../../lib/session-store';

export type FlowMember = { status: 'pending' } | { status: 'guest' } | { status: 'member'; profile: Profile };

/**
 * Who fills in a flow: a guest, or a member with the profile (its fields prefill the form, its
 * outer_id names the member's drafts). Pending while the session is still deciding, so a draft
 * is never read under the wrong owner.
 */
export function useFlowMember(): FlowMember {
  const session = headerSession(
    useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.getServerSnapshot),
  );
  const isMember = session.kind === 'member' && !session.busy;
  const profile = useQuery({ ...profileQueries.me(), enabled: isMember });
  if (session.kind === 'guest') return { status: 'guest' };
  if (isMember && profile.data) return { status: 'member', profile: profile.data };
  // a member whose profile cannot be read is, for this form, a guest: the session machine deals with it
  if (isMember && profile.isError) return { status: 'guest' };
  return { status: 'pending' };
}

/** The owner part of a draft key. */
export const draftOwner = (member: FlowMember) => (member.status === 'member' ? member.profile.outer_id : 'guest');
