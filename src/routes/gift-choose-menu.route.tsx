import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請選擇您要參加的贈品活動。">
      <EmptyState />
    </PageShell>
  );
}
