import { useQuery } from '@tanstack/react-query';
import { pageBlockQueries } from '../../api/page-blocks.queries';
import { PageBlockView, sectionBlocks } from '../../components/page-block-view';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { TALENT_TEXT } from './talent-development-text';

/** `/talent-development` from `/homepage/talent_development`: sections 1–5. */
export function TalentDevelopmentScreen() {
  const page = useQuery(pageBlockQueries.talent());
  return (
    <PageShell lead={TALENT_TEXT.lead}>
      <QueryState query={page}>
        {({ blocks }) => (
          <div className="page-blocks">
            {sectionBlocks(blocks).map((block, i) => (
              <PageBlockView key={block.key} block={block} reverse={i % 2 === 1} />
            ))}
          </div>
        )}
      </QueryState>
    </PageShell>
  );
}
