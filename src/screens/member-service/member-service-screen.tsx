import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { recordNumber } from '../../../schemas/record-number';
import { formatDate } from '../../../schemas/taipei-date';
import { WARRANTY_STATUS_LABELS } from '../../../schemas/warranty.schema';
import { serviceRecordQueries } from '../../api/services.queries';
import { ContentSection } from '../../components/content-section';
import { EmptyState } from '../../components/empty-state';
import { PageShell } from '../../components/page-shell';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { parsePage } from '../../lib/pagination';
import { MemberOnly } from '../member/member-only';
import { InhomeRecordCard } from './inhome-record-card';
import { MEMBER_SERVICE_TEXT as T } from './member-service-text';
import { RepairRecordCard } from './repair-record-card';
import './member-service.css';

/** The address's parameter of the repairs' page (the screen shows other lists beside them). */
const REPAIRS_PAGE = 'repairs_page';

/** A list, or 暫無資料 when it has nothing. */
const orEmpty = <T,>(list: T[], render: (items: T[]) => ReactNode) =>
  list.length === 0 ? <EmptyState /> : render(list);

/** SPEC §2 /member/service: every repair, each warranty with its photos, the in-home requests. */
export function MemberServiceScreen() {
  return (
    <PageShell lead={T.lead}>
      <MemberOnly>
        <ServiceRecords />
      </MemberOnly>
    </PageShell>
  );
}

function ServiceRecords() {
  const [params] = useSearchParams();
  const repairs = useQuery(serviceRecordQueries.repairsPage(parsePage(params.get(REPAIRS_PAGE))));
  const warranties = useQuery(serviceRecordQueries.warranties());
  const inhome = useQuery(serviceRecordQueries.inhome());
  // back from the payment gateway: say how it went
  const returned = Number(params.get('repair'));
  const back = repairs.data?.data.find((r) => r.id === returned);
  return (
    <>
      {back?.payment && (
        <p className="service-notice" role="status">
          {back.payment.paid ? T.paidNotice(recordNumber(back.id)) : T.unpaidNotice(recordNumber(back.id))}
        </p>
      )}
      <ContentSection title={T.repairs}>
        <QueryState query={repairs}>
          {({ data: all, meta }) => (
            <>
              {orEmpty(all, (list) => (
                <div className="service-records">
                  {list.map((repair) => (
                    <RepairRecordCard key={repair.id} repair={repair} />
                  ))}
                </div>
              ))}
              {meta.last_page > 1 && <Pagination meta={meta} param={REPAIRS_PAGE} label={T.repairsPager} />}
            </>
          )}
        </QueryState>
      </ContentSection>
      <ContentSection title={T.warranties}>
        <QueryState query={warranties}>
          {(all) =>
            orEmpty(all, (list) => (
              <div className="service-records">
                {list.map((w) => (
                  <article key={w.id} className="service-record" aria-labelledby={`warranty-${w.id}`}>
                    <h3 id={`warranty-${w.id}`} className="service-record__title">
                      {w.brand_name} {w.model_name}
                    </h3>
                    <dl className="service-record__facts">
                      <dt>{T.caseNumber}</dt>
                      <dd>{w.case_number}</dd>
                      <dt>{T.warrantyStatus}</dt>
                      <dd>{WARRANTY_STATUS_LABELS[w.status]}</dd>
                      {w.ends_on && (
                        <>
                          <dt>{T.endsOn}</dt>
                          <dd>{w.ends_on}</dd>
                        </>
                      )}
                      {w.refuse_reason && (
                        <>
                          <dt>{T.refuseReason}</dt>
                          <dd>{w.refuse_reason}</dd>
                        </>
                      )}
                      <dt>{T.serial}</dt>
                      <dd>{w.serial ?? '—'}</dd>
                      <dt>{T.channel}</dt>
                      <dd>{w.channel_name}</dd>
                      <dt>{T.invoice}</dt>
                      <dd>{w.invoice_number}</dd>
                      <dt>{T.invoiceDate}</dt>
                      <dd>{w.invoice_date}</dd>
                      <dt>{T.createdAt}</dt>
                      <dd>{formatDate(w.created_at)}</dd>
                    </dl>
                    {w.medias.length > 0 && (
                      <ul className="service-record__photos" aria-label={T.photos}>
                        {w.medias.map((m) => (
                          <li key={m.id}>
                            <a href={m.url} target="_blank" rel="noopener noreferrer">
                              <img src={m.url} alt={m.name} width={120} height={90} loading="lazy" />
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </article>
                ))}
              </div>
            ))
          }
        </QueryState>
      </ContentSection>
      <ContentSection title={T.inhome}>
        <QueryState query={inhome}>
          {(all) =>
            orEmpty(all, (list) => (
              <div className="service-records">
                {list.map((r) => (
                  <InhomeRecordCard key={r.id} request={r} />
                ))}
              </div>
            ))
          }
        </QueryState>
      </ContentSection>
    </>
  );
}
