import { useRef } from 'react';
import type { PageMeta } from '../../../schemas/api-envelope.schema';
import type { ArticleCard as ArticleCardData } from '../../../schemas/article.schema';
import { ArticleCard } from '../../components/article-card';
import { CardList } from '../../components/card-list';
import { Pagination } from '../../components/pagination';
import { useListTop } from '../../components/use-list-top';

/** A paged list of articles (`{data, meta}`) with the SPEC's pagination under it. */
export function PagedArticles({
  page,
  title,
  columns = 3,
}: {
  page: { data: readonly ArticleCardData[]; meta: PageMeta };
  title: string;
  columns?: 2 | 3 | 4;
}) {
  const ref = useRef<HTMLElement>(null);
  useListTop(ref, page.meta.current_page);
  return (
    <section ref={ref} className="list-section" aria-labelledby="paged-articles-title">
      <h2 id="paged-articles-title" className="list-section__title">
        {title}
      </h2>
      <CardList items={page.data} keyOf={(a) => a.id} columns={columns} variant="compact">
        {(article, i) => <ArticleCard article={article} eager={i < 3} />}
      </CardList>
      {page.meta.total > 0 && <Pagination meta={page.meta} />}
    </section>
  );
}
