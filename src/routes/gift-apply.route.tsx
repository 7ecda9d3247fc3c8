import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請依步驟填寫贈品申請資料並上傳購買憑證。">
      <EmptyState />
    </PageShell>
  );
}
