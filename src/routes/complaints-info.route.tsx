import { LegalScreen } from '../screens/legal/legal-screen';
import { COMPLAINTS_INFO } from '../screens/legal/legal-text';

export function Component() {
  return <LegalScreen doc={COMPLAINTS_INFO} />;
}
