import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="感謝您的來信，我們將盡快回覆。">
      <EmptyState />
    </PageShell>
  );
}
