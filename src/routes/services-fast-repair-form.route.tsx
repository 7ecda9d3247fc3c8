import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請依步驟選擇產品、預約時段並確認資料。">
      <EmptyState />
    </PageShell>
  );
}
