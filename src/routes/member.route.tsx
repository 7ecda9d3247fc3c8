import { MemberHomeScreen } from '../screens/member/member-home-screen';

export function Component() {
  return <MemberHomeScreen />;
}
