import type { ArticleCard as ArticleCardData } from '../../../schemas/article.schema';
import type { PageBlock } from '../../../schemas/page-block.schema';
import { ArticleCard } from '../../components/article-card';
import { CardList } from '../../components/card-list';
import { PlainText } from '../../components/plain-text';
import { SUSTAINABILITY_TEXT } from './sustainability-text';
import '../../components/info-block.css';

/** The lists block: the latest sustainability articles. */
export function SustainabilityLists({
  block,
  articles,
}: {
  block: PageBlock | undefined;
  articles: readonly ArticleCardData[];
}) {
  return (
    <section id="lists" className="sustainability-lists" aria-labelledby="sustainability-lists-title">
      <h2 id="sustainability-lists-title" className="info-block__title">
        {block?.subject ?? SUSTAINABILITY_TEXT.listsTitle}
      </h2>
      {block?.content && <PlainText text={block.content} className="section-lead" />}
      <CardList items={articles} keyOf={(a) => a.id} columns={2} variant="compact">
        {(article) => <ArticleCard article={article} />}
      </CardList>
    </section>
  );
}
