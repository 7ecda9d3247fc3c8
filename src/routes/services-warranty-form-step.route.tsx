import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

export function Component() {
  return (
    <PageShell lead="請填寫產品型號、序號與購買資訊，或掃描發票 QR Code。">
      <EmptyState />
    </PageShell>
  );
}
