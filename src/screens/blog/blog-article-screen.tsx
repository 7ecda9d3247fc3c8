import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { blogQueries } from '../../api/blogs.queries';
import { ArticleView } from '../../components/article-view';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { BLOG_TEXT } from './blog-text';

export function BlogArticleScreen({ slug }: { slug: string }) {
  const article = useQuery(blogQueries.detail(slug));
  const category = article.data?.categories[0];
  return (
    <PageShell title={article.data?.subject}>
      <div className="article-layout">
        <QueryState query={article}>{(data) => <ArticleView article={data} />}</QueryState>
        <Link className="more-link more-link--back" to={category?.link ?? '/blog'}>
          {category ? `回到「${category.subject}」` : BLOG_TEXT.back}
        </Link>
      </div>
    </PageShell>
  );
}
