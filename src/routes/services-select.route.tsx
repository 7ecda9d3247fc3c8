import { PageShell } from '../components/page-shell';
import { ServiceLinks } from '../screens/services/service-links';

export function Component() {
  return (
    <PageShell lead="請選擇您需要的服務項目。">
      <ServiceLinks />
    </PageShell>
  );
}
