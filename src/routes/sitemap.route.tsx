import { ContentSection } from '../components/content-section';
import { PageShell } from '../components/page-shell';
import { loadSitemapContent, SitemapContent } from '../screens/sitemap/sitemap-content';
import { SitemapList } from '../screens/sitemap/sitemap-list';
import type { RouteModuleLoaderArgs } from './route-module.types';

export async function loader({ queryClient }: RouteModuleLoaderArgs) {
  await loadSitemapContent(queryClient);
  return null;
}

export function Component() {
  return (
    <PageShell lead="網站所有頁面與內容一覽。">
      <ContentSection title="網站頁面">
        <SitemapList />
      </ContentSection>
      <SitemapContent />
    </PageShell>
  );
}
