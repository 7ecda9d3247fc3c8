import { LegalScreen } from '../screens/legal/legal-screen';
import { MEMBERSHIP_TERMS } from '../screens/legal/legal-text';

export function Component() {
  return <LegalScreen doc={MEMBERSHIP_TERMS} />;
}
