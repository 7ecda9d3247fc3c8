import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="這個通路目前可參加的贈品活動。">
      <EmptyState />
    </PageShell>
  );
}
