import { ContentSection } from '../components/content-section';
import { PageShell } from '../components/page-shell';
import { ServiceForms } from '../screens/services/service-forms';
import { ServiceLinks } from '../screens/services/service-links';
import { SERVICES_TEXT } from '../screens/services/services-text';

export function Component() {
  return (
    <PageShell lead={SERVICES_TEXT.lead}>
      <ContentSection title={SERVICES_TEXT.kindsTitle}>
        <ServiceLinks />
      </ContentSection>
      <ServiceForms />
    </PageShell>
  );
}
