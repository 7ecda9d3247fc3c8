import type { FlowMember } from '../flow/use-flow-member';

/**
 * Who a service is for and where, as the member's profile says (a guest: blank), to start a
 * form's contact and address fields with: the in-home place, a repair's sender and receiver.
 */
export function memberPerson(member: FlowMember) {
  const profile = member.status === 'member' ? member.profile : null;
  return {
    name: profile?.name ?? '',
    sex: profile?.gender ?? 'other',
    phone: profile?.mobile ?? '',
    city: profile?.city ?? '',
    town: profile?.town ?? '',
    zip_code: profile?.zip_code ?? '',
    address: profile?.address ?? '',
  };
}
