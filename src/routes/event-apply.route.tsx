import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請依步驟選擇場次、填寫參加者資料並完成付款。">
      <EmptyState />
    </PageShell>
  );
}
