import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="您報名的活動與訂單。">
      <EmptyState />
    </PageShell>
  );
}
