import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請依步驟選擇產品、描述問題並填寫寄送資料。">
      <EmptyState />
    </PageShell>
  );
}
