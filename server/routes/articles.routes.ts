import { Hono } from 'hono';
import { ArticleCategoriesQuery } from '../../schemas/article-category.schema';
import {
  ArticleBlogsQuery,
  ArticleBrandsQuery,
  ArticleDocumentsQuery,
  ArticleFaqsQuery,
  ArticleNewsQuery,
  ArticlesQuery,
} from '../../schemas/article-query.schema';
import { IdOrSlugParam, IdParam } from '../../schemas/id-param.schema';
import type { AppEnv } from '../app-env';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { listArticleCategories } from '../services/article-categories.service';
import {
  getArticle,
  listArticles,
  listArticlesOfClass,
  listBlogs,
  listBrandArticles,
  listFaqs,
  listNews,
  listRecommends,
  type TopList,
} from '../services/articles.service';
import { getAuthor } from '../services/authors.service';

const topList = ({ top, list }: TopList, url: string) => ({ data: { top, list: withLinks(list, url) } });

/** SPEC §7 article calls. */
export function articleRoutes() {
  return (
    new Hono<AppEnv>()
      .get('/article_categories', validate('query', ArticleCategoriesQuery), async (c) =>
        c.json({ data: await listArticleCategories(c.var.deps.db, c.req.valid('query')) }),
      )
      .get('/article_brands', validate('query', ArticleBrandsQuery), async (c) =>
        c.json(withLinks(await listBrandArticles(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      .get('/article_brands/:id', validate('param', IdParam), async (c) =>
        c.json({ data: await getArticle(c.var.deps.db, { id: c.req.valid('param').id, classes: ['articleBrand'] }) }),
      )
      .get('/article_news', validate('query', ArticleNewsQuery), async (c) =>
        c.json(topList(await listNews(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      .get('/article_news/:id', validate('param', IdParam), async (c) =>
        c.json({ data: await getArticle(c.var.deps.db, { id: c.req.valid('param').id, classes: ['articleNews'] }) }),
      )
      .get('/article_recommends/:id', validate('param', IdParam), async (c) =>
        c.json({ data: await listRecommends(c.var.deps.db, c.req.valid('param')) }),
      )
      .get('/article_blogs', validate('query', ArticleBlogsQuery), async (c) =>
        c.json(topList(await listBlogs(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      // the blog's pages are addressed by slug (/blog/article/{slug}): either works here
      .get('/article_blogs/:id', validate('param', IdOrSlugParam), async (c) =>
        c.json({ data: await getArticle(c.var.deps.db, { id: c.req.valid('param').id, classes: ['articleBlog'] }) }),
      )
      .get('/article_faqs', validate('query', ArticleFaqsQuery), async (c) =>
        c.json(withLinks(await listFaqs(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      .get('/article_faqs/:id', validate('param', IdParam), async (c) =>
        c.json({ data: await getArticle(c.var.deps.db, { id: c.req.valid('param').id, classes: ['articleFaq'] }) }),
      )
      .get('/article_authors/:id', validate('param', IdParam), async (c) =>
        c.json({ data: await getAuthor(c.var.deps.db, c.req.valid('param')) }),
      )
      .get('/articles', validate('query', ArticlesQuery), async (c) =>
        c.json(withLinks(await listArticles(c.var.deps.db, c.req.valid('query')), c.req.url)),
      )
      // any class: the hence and sustainability article pages read their article here
      .get('/articles/:id', validate('param', IdParam), async (c) =>
        c.json({ data: await getArticle(c.var.deps.db, { id: c.req.valid('param').id }) }),
      )
      .get('/article_reports', validate('query', ArticleDocumentsQuery), async (c) =>
        c.json(
          withLinks(
            await listArticlesOfClass(c.var.deps.db, { class: 'articleReport', query: c.req.valid('query') }),
            c.req.url,
          ),
        ),
      )
      .get('/article_reports/:id', validate('param', IdParam), async (c) =>
        c.json({ data: await getArticle(c.var.deps.db, { id: c.req.valid('param').id, classes: ['articleReport'] }) }),
      )
      .get('/article_magazines', validate('query', ArticleDocumentsQuery), async (c) =>
        c.json(
          withLinks(
            await listArticlesOfClass(c.var.deps.db, { class: 'articleMagazine', query: c.req.valid('query') }),
            c.req.url,
          ),
        ),
      )
  );
}
