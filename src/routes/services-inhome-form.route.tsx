import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請填寫產品與到府地址，我們將與您聯繫安排時間。">
      <EmptyState />
    </PageShell>
  );
}
