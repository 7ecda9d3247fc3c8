import { MemberEditScreen } from '../screens/member/member-edit-screen';

export function Component() {
  return <MemberEditScreen />;
}
