import { MembershipScreen } from '../screens/legal/membership-screen';

export function Component() {
  return <MembershipScreen />;
}
