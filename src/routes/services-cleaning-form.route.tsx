import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請依步驟選擇產品、填寫寄送資料並確認申請。">
      <EmptyState />
    </PageShell>
  );
}
