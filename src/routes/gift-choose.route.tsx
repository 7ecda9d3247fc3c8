import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請選擇您購買商品的品牌與通路，查看可參加的贈品活動。">
      <EmptyState />
    </PageShell>
  );
}
