import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請閱讀退款須知並填寫退款原因。">
      <EmptyState />
    </PageShell>
  );
}
