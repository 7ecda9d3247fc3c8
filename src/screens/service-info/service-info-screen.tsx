import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { articleCategoryQueries } from '../../api/article-categories.queries';
import { faqQueries } from '../../api/faqs.queries';
import { locationQueries } from '../../api/locations.queries';
import { optionQueries } from '../../api/options.queries';
import { ContentImage } from '../../components/content-image';
import { ContentSection } from '../../components/content-section';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { faqCategoryOf } from './service-info-data';
import { SERVICE_INFO_TEXT, type ServiceInfo } from './service-info-text';
import './service-info.css';

function Brands({ type, title }: { type: NonNullable<ServiceInfo['brandType']>; title: string }) {
  const brands = useQuery(optionQueries.brands(type));
  return (
    <ContentSection title={title}>
      <QueryState query={brands}>
        {(list) => (
          <ul className="logo-grid">
            {list.map((brand) => (
              <li key={brand.id} className="logo-grid__link">
                {brand.logo && <ContentImage image={brand.logo} decorative />}
                <span className="logo-grid__name">
                  {brand.name} {brand.name_en}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ContentSection>
  );
}

function Stores({ categoryName }: { categoryName: string }) {
  const categories = useQuery(locationQueries.categories());
  const category = categories.data?.find((c) => c.name === categoryName);
  const stores = useQuery({ ...locationQueries.list({ categoryId: category?.id }), enabled: category !== undefined });
  if (!category) return null;
  return (
    <ContentSection title={SERVICE_INFO_TEXT.storesTitle}>
      <QueryState query={stores}>
        {({ data }) => (
          <ul className="link-grid link-grid--3">
            {data.map((store) => (
              <li key={store.id}>
                <Link className="link-card" to={store.link}>
                  <span className="link-card__title">{store.name}</span>
                  <span className="link-card__text">{store.full_address}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ContentSection>
  );
}

function Faqs({ slug }: { slug: string }) {
  const categories = useQuery(articleCategoryQueries.list('articleFaq'));
  const category = faqCategoryOf(categories.data, slug);
  const faqs = useQuery({ ...faqQueries.list({ page: 1, categoryId: category?.id }), enabled: category !== undefined });
  if (!category) return null;
  return (
    <ContentSection title={SERVICE_INFO_TEXT.faqTitle}>
      <QueryState query={faqs}>
        {({ data }) => (
          <ul className="faq-links">
            {data.slice(0, 5).map((faq) => (
              <li key={faq.id}>
                <Link to={faq.link ?? '/services/faq'}>{faq.subject}</Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Link className="more-link" to="/services/faq">
        {SERVICE_INFO_TEXT.faqMore}
      </Link>
    </ContentSection>
  );
}

/** The service pages (cleaning, repair, fast repair, in-home, warranty): how it works, for which brands, where. */
export function ServiceInfoScreen({ info }: { info: ServiceInfo }) {
  const location = useLocation();
  return (
    <PageShell lead={info.lead}>
      <div className="service-actions">
        {/* a product's own link (/services/warranty/direct?brand_id=…) carries its product on to the form */}
        <Link className="button button--primary" to={`${info.action.to}${info.keepQuery ? location.search : ''}`}>
          {info.action.label}
        </Link>
        {info.secondary && (
          <Link className="button button--ghost" to={info.secondary.to}>
            {info.secondary.label}
          </Link>
        )}
        <p className="service-actions__hint">{SERVICE_INFO_TEXT.loginHint}</p>
      </div>
      <ContentSection title={SERVICE_INFO_TEXT.stepsTitle}>
        <ol className="steps">
          {info.steps.map((step) => (
            <li key={step.title} className="steps__item">
              <h3 className="steps__title">{step.title}</h3>
              <p className="steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>
      {info.brandType && <Brands type={info.brandType} title={info.brandsTitle ?? SERVICE_INFO_TEXT.brandsTitle} />}
      {info.storeCategory && <Stores categoryName={info.storeCategory} />}
      <ContentSection title={SERVICE_INFO_TEXT.notesTitle}>
        <ul className="notes">
          {info.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </ContentSection>
      {info.faqCategory && <Faqs slug={info.faqCategory} />}
    </PageShell>
  );
}
