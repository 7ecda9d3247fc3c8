import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { faqQueries } from '../../api/faqs.queries';
import { optionQueries } from '../../api/options.queries';
import { FilterLinks } from '../../components/filter-links';
import { NoMatchState } from '../../components/no-match-state';
import { PageShell } from '../../components/page-shell';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { useListTop } from '../../components/use-list-top';
import { idParam } from '../../lib/content-loaders';
import { parsePage } from '../../lib/pagination';
import { FAQ_TEXT } from './faq-text';
import './service-info.css';

/** `/services/faq?brand_id=&page=`: the FAQs of one brand, or of all. */
export const faqListOptions = (search: URLSearchParams) =>
  faqQueries.list({ page: parsePage(search.get('page')), brandId: idParam(search.get('brand_id')) });

export function FaqScreen() {
  const [search] = useSearchParams();
  const brandId = idParam(search.get('brand_id'));
  const brands = useQuery(optionQueries.brands('faq'));
  const faqs = useQuery(faqListOptions(search));
  const brand = brands.data?.find((b) => b.id === brandId);
  const listRef = useRef<HTMLElement>(null);
  useListTop(listRef, faqs.data?.meta.current_page);

  return (
    <PageShell lead={FAQ_TEXT.lead}>
      {brands.data && (
        <FilterLinks
          label={FAQ_TEXT.brandFilter}
          items={[
            { key: 'all', label: FAQ_TEXT.allBrands, to: '/services/faq', current: brandId === undefined },
            ...brands.data.map((b) => ({
              key: b.id,
              label: b.name,
              to: `/services/faq?brand_id=${b.id}`,
              current: b.id === brandId,
            })),
          ]}
        />
      )}
      <section ref={listRef} className="list-section" aria-labelledby="faq-list-title">
        <h2 id="faq-list-title" className="list-section__title">
          {brand ? FAQ_TEXT.brandTitle(brand.name) : FAQ_TEXT.listTitle}
        </h2>
        <QueryState query={faqs}>
          {({ data, meta }) =>
            data.length === 0 ? (
              <NoMatchState />
            ) : (
              <>
                <ul className="faq-list">
                  {data.map((faq) => (
                    <li key={faq.id} className="faq-list__item">
                      <Link to={faq.link ?? '/services/faq'} className="faq-list__link">
                        {faq.subject}
                      </Link>
                      <p className="faq-list__meta">
                        {[faq.brand?.name, ...faq.categories.map((c) => c.subject)].filter(Boolean).join('・')}
                      </p>
                      {faq.summary && <p className="faq-list__summary">{faq.summary}</p>}
                    </li>
                  ))}
                </ul>
                <Pagination meta={meta} />
              </>
            )
          }
        </QueryState>
      </section>
      <p className="faq-contact">
        {FAQ_TEXT.contact} <Link to="/contact">{FAQ_TEXT.contactLink}</Link>
      </p>
    </PageShell>
  );
}
