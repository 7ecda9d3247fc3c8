import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { brandQueries } from '../../api/brands.queries';
import { ContentImage } from '../../components/content-image';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { BRAND_STORY_CHAPTERS, BRAND_STORY_TEXT } from './brand-story-text';
import './brand-story.css';

/** The brand story: fixed chapters, then the brands we import (from `/article_brands`). */
export function BrandStoryScreen() {
  const brands = useQuery(brandQueries.list());
  return (
    <PageShell lead={BRAND_STORY_TEXT.lead}>
      <ol className="story-chapters">
        {BRAND_STORY_CHAPTERS.map((chapter) => (
          <li key={chapter.id} id={chapter.id} className="story-chapter">
            <p className="eyebrow">{chapter.eyebrow}</p>
            <h2 className="story-chapter__title">{chapter.title}</h2>
            <p className="story-chapter__body">{chapter.body}</p>
          </li>
        ))}
      </ol>
      <section className="list-section" aria-labelledby="story-brands-title">
        <h2 id="story-brands-title" className="list-section__title">
          {BRAND_STORY_TEXT.brandsTitle}
        </h2>
        <p className="section-lead">{BRAND_STORY_TEXT.brandsLead}</p>
        <QueryState query={brands}>
          {({ data }) => (
            <ul className="logo-grid">
              {data.map((article) => (
                <li key={article.id}>
                  <Link to={article.link ?? '/brands'} className="logo-grid__link">
                    {article.brand?.logo ? (
                      <ContentImage image={article.brand.logo} decorative />
                    ) : (
                      <span className="logo-grid__placeholder" aria-hidden="true" />
                    )}
                    <span className="logo-grid__name">{article.brand?.name ?? article.subject}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <Link className="more-link" to="/brands">
          {BRAND_STORY_TEXT.brandsMore}
        </Link>
      </section>
    </PageShell>
  );
}
