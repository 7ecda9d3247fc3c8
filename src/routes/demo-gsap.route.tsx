import { EmptyState } from '../components/empty-state';
import { PageShell } from '../components/page-shell';

/** Development only (manifest devOnly): never part of a production build. */
export function Component() {
  return (
    <PageShell lead="開發用頁面：捲動動畫效果的測試區。">
      <EmptyState hint="開發測試：動畫效果將於此處試用。" />
    </PageShell>
  );
}
