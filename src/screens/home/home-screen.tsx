import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import type { Homepage } from '../../../schemas/home.schema';
import { ArticleCard } from '../../components/article-card';
import { CardList } from '../../components/card-list';
import { EventCard } from '../../components/event-card';
import { InfoBlock } from '../../components/info-block';
import { LoadErrorState } from '../../components/load-error-state';
import { useCurrentPage } from '../../lib/current-page';
import type { PageData } from '../../lib/page-loader.types';
import { HomeBanners } from './home-banners';
import { HomeServices } from './home-services';
import { HOME_TEXT } from './home-text';
import './home.css';

function HomeContent({ home }: { home: Homepage }) {
  const { first_block, event_block, ecolife_block, services_block, footer_block } = home.infos;
  return (
    <>
      <HomeBanners home={home} />
      {/* the two things most visitors come for, inside a phone's first screen under the banner */}
      <nav className="container home-actions" aria-label={HOME_TEXT.actionsLabel}>
        {HOME_TEXT.actions.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            className={`button ${action.primary ? 'button--primary' : 'button--ghost'} home-actions__link`}
          >
            {action.text}
          </Link>
        ))}
      </nav>
      <div className="container home-sections">
        {/* on a phone its picture is in the first screen, and the largest thing on it */}
        {first_block && <InfoBlock block={first_block} className="home-section" eager />}

        <section className="home-section" aria-labelledby="home-articles-title">
          <h2 id="home-articles-title" className="home-section__title">
            {HOME_TEXT.articlesTitle}
          </h2>
          <CardList items={home.articles} keyOf={(a) => a.id} variant="rail">
            {(article) => <ArticleCard article={article} showSummary={false} />}
          </CardList>
          <Link className="more-link" to="/hence">
            {HOME_TEXT.articlesMore}
          </Link>
        </section>

        <section className="home-section" aria-labelledby="home-events-title">
          {event_block?.subtitle && <p className="eyebrow">{event_block.subtitle}</p>}
          <h2 id="home-events-title" className="home-section__title">
            {event_block?.subject ?? HOME_TEXT.eventsTitle}
          </h2>
          {event_block && <p className="home-section__lead">{event_block.content}</p>}
          <CardList items={home.events} keyOf={(e) => e.id} variant="rail">
            {(event) => <EventCard event={event} />}
          </CardList>
          <Link className="more-link" to={event_block?.link ?? '/events'}>
            {event_block?.link_text ?? HOME_TEXT.eventsMore}
          </Link>
        </section>

        {ecolife_block && <InfoBlock block={ecolife_block} className="home-section" reverse />}
        <HomeServices block={services_block} />
        {footer_block && <InfoBlock block={footer_block} className="home-section home-section--band" />}
      </div>
    </>
  );
}

/**
 * The home page (SPEC §3 home page data, `GET /api/homepage`): the route's loader reads it through
 * the query cache and passes it on as loader data (null when the call failed).
 */
export function HomeScreen() {
  const title = useCurrentPage()?.entry.title ?? '首頁';
  const home = (useLoaderData() as PageData).data as Homepage | null;
  const revalidator = useRevalidator();
  return (
    <>
      <h1 className="visually-hidden">{title}</h1>
      {home ? (
        <HomeContent home={home} />
      ) : (
        <div className="container home-sections">
          <LoadErrorState onRetry={() => void revalidator.revalidate()} />
        </div>
      )}
    </>
  );
}
