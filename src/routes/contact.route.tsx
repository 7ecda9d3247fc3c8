import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="有任何問題或建議，歡迎留言與我們聯繫。">
      <EmptyState />
    </PageShell>
  );
}
