import { useRef } from 'react';
import type { PageMeta } from '../../../schemas/api-envelope.schema';
import type { ArticleCard as ArticleCardData } from '../../../schemas/article.schema';
import { ArticleCard } from '../../components/article-card';
import { CardList } from '../../components/card-list';
import { Pagination } from '../../components/pagination';
import { useListTop } from '../../components/use-list-top';
import { ARTICLE_LIST_TEXT } from './article-text';

interface TopAndListProps {
  top: readonly ArticleCardData[];
  list: readonly ArticleCardData[];
  meta: PageMeta;
  listTitle?: string;
  columns?: 2 | 3;
}

/**
 * SPEC §7 `{top, list}` lists (news, blog): the featured items on the first page, then the paged
 * rest. Top items are never repeated in the list (the API leaves them out).
 */
export function TopAndList({ top, list, meta, listTitle = ARTICLE_LIST_TEXT.latest, columns = 3 }: TopAndListProps) {
  const listRef = useRef<HTMLElement>(null);
  useListTop(listRef, meta.current_page);
  const showTop = meta.current_page === 1 && top.length > 0;
  return (
    <>
      {showTop && (
        <section className="list-section list-section--top" aria-labelledby="top-list-title">
          <h2 id="top-list-title" className="list-section__title">
            {ARTICLE_LIST_TEXT.featured}
          </h2>
          <CardList items={top} keyOf={(a) => a.id} columns={2}>
            {(article, i) => <ArticleCard article={article} eager={i < 2} />}
          </CardList>
        </section>
      )}
      <section ref={listRef} className="list-section" aria-labelledby="list-title">
        <h2 id="list-title" className="list-section__title">
          {listTitle}
        </h2>
        <CardList items={list} keyOf={(a) => a.id} columns={columns} variant="compact">
          {(article, i) => <ArticleCard article={article} eager={!showTop && i < 3} />}
        </CardList>
        {meta.total > 0 && <Pagination meta={meta} />}
      </section>
    </>
  );
}
