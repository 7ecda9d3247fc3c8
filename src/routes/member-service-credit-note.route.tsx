import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell>
      <EmptyState />
    </PageShell>
  );
}
