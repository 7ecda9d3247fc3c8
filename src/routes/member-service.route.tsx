import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="您的維修、保固與服務申請紀錄。">
      <EmptyState />
    </PageShell>
  );
}
