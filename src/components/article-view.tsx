import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Article } from '../../schemas/article.schema';
import { formatDate } from '../../schemas/taipei-date';
import { ContentImage } from './content-image';
import { RichText } from './rich-text';
import './article-view.css';

const ARTICLE_TEXT = { published: '發布日期', author: '作者', brand: '品牌' } as const;

/**
 * One article under the page's h1 (PageShell carries the title): categories, date, author, the
 * cover picture unless the body opens with it already, and the sanitised body.
 */
export function ArticleView({ article, children }: { article: Article; children?: ReactNode }) {
  const coverInBody = article.image !== null && article.body.includes(`src="${article.image.link}"`);
  return (
    <div className="article-view">
      <div className="article-view__meta">
        {article.categories.length > 0 && (
          <ul className="article-view__tags">
            {article.categories.map((c) => (
              <li key={c.id}>{c.link ? <Link to={c.link}>{c.subject}</Link> : c.subject}</li>
            ))}
          </ul>
        )}
        <p className="article-view__facts">
          <span>
            <span className="visually-hidden">{ARTICLE_TEXT.published}</span>
            <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
          </span>
          {article.author && (
            <span>
              {ARTICLE_TEXT.author}：<Link to={article.author.link}>{article.author.name}</Link>
            </span>
          )}
          {article.brand && (
            <span>
              {ARTICLE_TEXT.brand}：{article.brand.name}
            </span>
          )}
        </p>
      </div>
      {!coverInBody && article.image && (
        <div className="article-view__cover">
          <ContentImage image={article.image} eager sizes="(min-width: 1024px) 760px, 100vw" />
        </div>
      )}
      <RichText html={article.body} />
      {children}
    </div>
  );
}
