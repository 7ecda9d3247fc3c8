import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ArticleCard as ArticleCardData } from '../../../schemas/article.schema';
import type { AuthorRef } from '../../../schemas/author.schema';
import type { HencePage } from '../../../schemas/home.schema';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { articleQueries } from '../../api/articles.queries';
import { henceQueries } from '../../api/hence.queries';
import { ArticleCard } from '../../components/article-card';
import { BannerCarousel } from '../../components/banner-carousel';
import { CardList } from '../../components/card-list';
import { ContentSection } from '../../components/content-section';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { HenceNav } from './hence-nav';
import { HENCE_TEXT } from './hence-text';
import { MagazineCard } from './magazine-card';
import { RecipeCard } from './recipe-card';
import { SolarTermCalendar } from './solar-term-calendar';
import { topicsOptions, useTopicsCategory } from './topics';
import './hence.css';

/** Every author who wrote one of the hub's articles, once each (the API has no author list). */
export function authorsOf(...lists: readonly (readonly ArticleCardData[])[]): AuthorRef[] {
  const byId = new Map<number, AuthorRef>();
  for (const list of lists)
    for (const a of list) if (a.author && !byId.has(a.author.id)) byId.set(a.author.id, a.author);
  return [...byId.values()];
}

function HubContent({ hub }: { hub: HencePage }) {
  const categories = useQuery(articleCategoryQueries.list('articleProject'));
  const magazines = useQuery(articleQueries.magazines());
  const topicsCategory = useTopicsCategory();
  const topics = useQuery({ ...topicsOptions(topicsCategory?.id ?? 0, 1, 3), enabled: topicsCategory !== undefined });
  const authors = authorsOf(hub.must_reads, hub.articles, hub.lifestyle);

  return (
    <>
      {hub.banners.length > 0 && (
        <BannerCarousel
          label={HENCE_TEXT.bannersLabel}
          slides={hub.banners.map((b) => ({
            key: b.id,
            title: b.subject,
            eyebrow: b.categories.map((c) => c.subject).join('・'),
            desktop: b.image,
            link: b.link,
          }))}
        />
      )}

      <ContentSection title={HENCE_TEXT.mustReads}>
        <CardList items={hub.must_reads} keyOf={(a) => a.id} columns={4} variant="rail">
          {(article) => <ArticleCard article={article} showSummary={false} />}
        </CardList>
      </ContentSection>

      <ContentSection title={HENCE_TEXT.articles}>
        <CardList items={hub.articles} keyOf={(a) => a.id} columns={4} variant="compact">
          {(article) => <ArticleCard article={article} showSummary={false} />}
        </CardList>
      </ContentSection>

      <ContentSection title={HENCE_TEXT.recipes} className="hence-recipes">
        <h3 className="content-section__subtitle">{HENCE_TEXT.calendar}</h3>
        <SolarTermCalendar terms={hub.solar_term_calendar} />
        <CardList items={hub.recipe} keyOf={(r) => r.id} columns={4} variant="rail">
          {(recipe) => <RecipeCard recipe={recipe} />}
        </CardList>
        <Link className="more-link" to="/hence/recipe">
          {HENCE_TEXT.recipesMore}
        </Link>
      </ContentSection>

      <ContentSection title={HENCE_TEXT.lifestyle}>
        <CardList items={hub.lifestyle} keyOf={(a) => a.id} variant="rail">
          {(article) => <ArticleCard article={article} />}
        </CardList>
      </ContentSection>

      <ContentSection title={HENCE_TEXT.topics}>
        <QueryState query={topics}>
          {({ data }) => (
            <CardList items={data} keyOf={(a) => a.id} variant="rail">
              {(article) => <ArticleCard article={article} />}
            </CardList>
          )}
        </QueryState>
        <Link className="more-link" to="/hence/topic">
          {HENCE_TEXT.topicsMore}
        </Link>
      </ContentSection>

      <ContentSection title={HENCE_TEXT.magazines}>
        <QueryState query={magazines}>
          {({ data }) => (
            <CardList items={data.slice(0, 4)} keyOf={(a) => a.id} columns={4} variant="rail">
              {(magazine) => <MagazineCard magazine={magazine} />}
            </CardList>
          )}
        </QueryState>
        <Link className="more-link" to="/hence/magazine">
          {HENCE_TEXT.magazinesMore}
        </Link>
      </ContentSection>

      <ContentSection title={HENCE_TEXT.categories}>
        <QueryState query={categories}>
          {(list) => (
            <ul className="link-grid">
              {list.map((c) => (
                <li key={c.id}>
                  <Link className="link-card" to={c.link ?? '/hence'}>
                    <span className="link-card__title">{c.subject}</span>
                    <span className="link-card__text">
                      {c.description ?? HENCE_TEXT.articlesCount(c.articles_count)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </ContentSection>

      {authors.length > 0 && (
        <ContentSection title={HENCE_TEXT.authors}>
          <ul className="chip-list">
            {authors.map((author) => (
              <li key={author.id}>
                <Link className="chip" to={author.link}>
                  {author.name}
                </Link>
              </li>
            ))}
          </ul>
        </ContentSection>
      )}
    </>
  );
}

/** `/hence`: SPEC §3 hence page data plus the categories, topics and magazines. */
export function HenceHubScreen() {
  const hub = useQuery(henceQueries.hub());
  return (
    <PageShell lead={HENCE_TEXT.lead}>
      <HenceNav />
      <QueryState query={hub}>{(data) => <HubContent hub={data} />}</QueryState>
    </PageShell>
  );
}
