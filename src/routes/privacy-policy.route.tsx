import { LegalScreen } from '../screens/legal/legal-screen';
import { PRIVACY_POLICY } from '../screens/legal/legal-text';

export function Component() {
  return <LegalScreen doc={PRIVACY_POLICY} />;
}
