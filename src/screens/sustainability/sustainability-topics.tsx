import { Link } from 'react-router-dom';
import type { ArticleCategory } from '../../../schemas/article-category.schema';
import { ContentImage } from '../../components/content-image';
import { SUSTAINABILITY_TEXT } from './sustainability-text';
import '../../components/card.css';
import '../../components/info-block.css';

/** The main topics (環境永續, 社會共好...) with their sub-topics, each a page of its own. */
export function SustainabilityTopics({ categories }: { categories: readonly ArticleCategory[] }) {
  return (
    <section className="sustainability-topics" aria-labelledby="sustainability-topics-title">
      <h2 id="sustainability-topics-title" className="info-block__title">
        {SUSTAINABILITY_TEXT.topicsTitle}
      </h2>
      <ul className="card-list card-list--3">
        {categories.map((topic) => (
          <li key={topic.id}>
            <article className="card">
              <div className="card__media">
                <ContentImage image={topic.image} decorative />
              </div>
              <div className="card__body">
                <h3 className="card__title">
                  <Link className="card__link" to={topic.link ?? '/sustainability'}>
                    {topic.subject}
                  </Link>
                </h3>
                {topic.description && <p className="card__summary">{topic.description}</p>}
                {topic.children.length > 0 && (
                  <p className="card__meta">{topic.children.map((c) => c.subject).join('・')}</p>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
