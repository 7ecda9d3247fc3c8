import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請確認您填寫的內容。">
      <EmptyState />
    </PageShell>
  );
}
