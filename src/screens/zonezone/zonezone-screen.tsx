import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pageBlockQueries } from '../../api/page-blocks.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { blockByKey, PageBlockView, sectionBlocks } from '../../components/page-block-view';
import { useCurrentPage } from '../../lib/current-page';
import { ZonezoneBreadcrumb } from './zonezone-breadcrumb';
import { ZonezoneOpening } from './zonezone-opening';
import { ZONEZONE_TEXT } from './zonezone-text';

/** `/zonezone` from `/homepage/zonezone`: breadcrumb, sections 1–6 and the concept stores. */
export function ZonezoneScreen() {
  const title = useCurrentPage()?.entry.title ?? '';
  const page = useQuery(pageBlockQueries.zonezone());
  const blocks = page.data?.blocks ?? [];
  const [opening, ...sections] = sectionBlocks(blocks);
  return (
    <article className="page page--feature page--zonezone">
      <div className="zonezone-top">
        <ZonezoneBreadcrumb />
        <ZonezoneOpening title={title} block={opening ?? blockByKey(blocks, 'section1')} />
      </div>
      <div className="container zonezone-body">
        {page.isError && <LoadErrorState onRetry={() => void page.refetch()} />}
        {sections.map((block, i) => (
          <PageBlockView key={block.key} block={block} reverse={i % 2 === 1} />
        ))}
        {page.data && page.data.locations.length > 0 && (
          <section className="zonezone-stores" aria-labelledby="zonezone-stores-title">
            <h2 id="zonezone-stores-title" className="info-block__title">
              {ZONEZONE_TEXT.storesTitle}
            </h2>
            <ul className="link-grid">
              {page.data.locations.map((store) => (
                <li key={store.id}>
                  <Link className="link-card" to={store.link}>
                    <span className="link-card__title">{store.name}</span>
                    <span className="link-card__text">{store.full_address}</span>
                    <span className="link-card__text">{store.hours.join('、')}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
