import { useQuery } from '@tanstack/react-query';
import { pageBlockQueries } from '../../api/page-blocks.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { blockByKey, PageBlockView, sectionBlocks } from '../../components/page-block-view';
import { useCurrentPage } from '../../lib/current-page';
import { SustainabilityBanner } from './sustainability-banner';
import { SustainabilityLists } from './sustainability-lists';
import { SustainabilitySide } from './sustainability-side';
import { SUSTAINABILITY_TEXT } from './sustainability-text';
import { SustainabilityTopics } from './sustainability-topics';

/** `/sustainability` from `/homepage/eco_life`: banner, sections 1–9, side, topics and lists. */
export function SustainabilityScreen() {
  const title = useCurrentPage()?.entry.title ?? '';
  const page = useQuery(pageBlockQueries.ecoLife());
  const blocks = page.data?.blocks ?? [];
  const banner = blockByKey(blocks, 'banner');
  const sections = sectionBlocks(blocks);

  return (
    <article className="page page--feature">
      <SustainabilityBanner
        title={banner?.subject ?? title}
        eyebrow={banner?.subtitle}
        lead={banner?.content ?? SUSTAINABILITY_TEXT.lead}
      />
      <div className="container">
        {page.isError && <LoadErrorState onRetry={() => void page.refetch()} />}
        {page.data && (
          <div className="with-side">
            <SustainabilitySide sections={sections} side={blockByKey(blocks, 'side')} reports={page.data.reports} />
            <div className="with-side__main">
              {sections.map((block, i) => (
                <PageBlockView key={block.key} block={block} reverse={i % 2 === 1} />
              ))}
              <SustainabilityTopics categories={page.data.categories} />
              <SustainabilityLists block={blockByKey(blocks, 'lists')} articles={page.data.articles} />
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
