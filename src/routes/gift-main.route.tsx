import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="活動辦法與申請資格。">
      <EmptyState />
    </PageShell>
  );
}
