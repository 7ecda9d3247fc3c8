import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import type { StaffWarranty } from '../../../schemas/staff-warranty.schema';
import { INPUT_METHOD_LABELS, WARRANTY_STATUS_LABELS } from '../../../schemas/warranty.schema';
import { reviewWarranty } from '../../api/staff-service.mutations';
import { staffServiceQueries } from '../../api/staff-service.queries';
import { QueryState } from '../../components/query-state';
import { StatusTag } from '../../components/staff/status-tag';
import { useRouteParams } from '../../lib/current-page';
import { DecisionPanel, type DecisionRecord, pageCache } from './staff-decision-panel';
import { SERVICE_TEXT } from './staff-service-text';
import { StaffShell } from './staff-shell';
import './staff-service.css';

const T = SERVICE_TEXT.warranty;
const TITLE = staffRouteById('staff-warranty')?.title ?? '';

/** /staff/warranties/{id} (service): the registration, its invoice beside the photo, and the decision. */
export function StaffWarrantyScreen() {
  const id = Number(useRouteParams().warrantyId);
  return (
    <StaffShell title={TITLE} requires="service">
      {(me) => <WarrantyLoader id={id} owner={String(me.id)} />}
    </StaffShell>
  );
}

function WarrantyLoader({ id, owner }: { id: number; owner: string }) {
  const warranty = useQuery(staffServiceQueries.warranty(id));
  return <QueryState query={warranty}>{(w) => <WarrantyPage key={w.id} warranty={w} owner={owner} />}</QueryState>;
}

const orDash = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

function WarrantyPage({ warranty: w, owner }: { warranty: StaffWarranty; owner: string }) {
  const queryClient = useQueryClient();
  const differs = w.scan_invoice_date !== null && w.scan_invoice_date !== w.invoice_date;
  return (
    <>
      <p>
        <Link to="/staff/warranties">{T.back}</Link>
      </p>
      <section className="staff-section" aria-labelledby="warranty-facts">
        <h2 id="warranty-facts" className="staff-section__heading">
          {w.case_number}｜{w.brand_name} {w.model_name}
        </h2>
        <dl className="staff-facts">
          <dt>{T.status}</dt>
          <dd>
            <StatusTag status={w.status}>{WARRANTY_STATUS_LABELS[w.status]}</StatusTag>
          </dd>
          <dt>{T.member}</dt>
          <dd>
            {w.member.name}（{orDash(w.member.email)}）
          </dd>
          <dt>{T.serial}</dt>
          <dd>{orDash(w.serial)}</dd>
          <dt>{T.channel}</dt>
          <dd>{w.channel_name}</dd>
          <dt>{T.orderNumber}</dt>
          <dd>{orDash(w.order_number)}</dd>
          {w.ends_on && (
            <>
              <dt>{T.endsOn}</dt>
              <dd>{w.ends_on}</dd>
            </>
          )}
          {w.refuse_reason && (
            <>
              <dt>{T.reason}</dt>
              <dd>{w.refuse_reason}</dd>
            </>
          )}
          {w.reviewed_by && (
            <>
              <dt>{T.reviewedBy}</dt>
              <dd>{w.reviewed_by}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="staff-section warranty-invoice" aria-labelledby="warranty-invoice">
        <h2 id="warranty-invoice" className="staff-section__heading">
          {T.invoice}
        </h2>
        <div className="warranty-invoice__side-by-side">
          <table className="staff-table">
            <thead>
              <tr>
                <td />
                <th scope="col">{T.typed}</th>
                <th scope="col">{T.scanned}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{T.invoiceNumber}</th>
                <td>{w.invoice_number}</td>
                <td>{w.input_method === 'manual' ? '—' : w.invoice_number}</td>
              </tr>
              <tr>
                <th scope="row">{T.invoiceDate}</th>
                <td>{w.invoice_date}</td>
                <td>{orDash(w.scan_invoice_date)}</td>
              </tr>
              <tr>
                <th scope="row">{T.random}</th>
                <td>—</td>
                <td>{orDash(w.invoice_random)}</td>
              </tr>
              <tr>
                <th scope="row">{T.amount}</th>
                <td>—</td>
                <td>{orDash(w.invoice_amount)}</td>
              </tr>
              <tr>
                <th scope="row">{T.inputMethod}</th>
                <td colSpan={2}>{INPUT_METHOD_LABELS[w.input_method]}</td>
              </tr>
            </tbody>
          </table>
          <figure className="warranty-invoice__photos" aria-label={T.photos}>
            {w.medias.length === 0 ? (
              <p>{T.noPhotos}</p>
            ) : (
              w.medias.map((m, i) => (
                <a key={m.id} href={m.url} target="_blank" rel="noopener noreferrer">
                  <img src={m.url} alt={T.photo(i + 1)} width={320} loading="lazy" />
                </a>
              ))
            )}
          </figure>
        </div>
        {differs && (
          <p className="form-status form-status--failed" role="note">
            {T.mismatch}
          </p>
        )}
      </section>
      <DecisionPanel target={decisionOf(w, queryClient)} owner={owner} />
    </>
  );
}

/** The registration's review: approve (the end date said before it is set) or refuse with the reason. */
function decisionOf(w: StaffWarranty, queryClient: QueryClient): DecisionRecord<StaffWarranty> {
  return {
    name: `warranty:${w.id}`,
    state: w.status,
    stateLabel: WARRANTY_STATUS_LABELS[w.status],
    moves: w.decisions,
    question: T.review,
    words: {
      approve: {
        label: T.approve,
        hint: T.approveLead(w.warranty_months, w.proposed_ends_on),
        confirm: T.submit,
        done: (saved) => T.approved(saved.ends_on ?? ''),
      },
      refuse: { label: T.refuse, hint: T.refuseHint, confirm: T.submit, done: () => T.refused },
    },
    send: (sent) =>
      reviewWarranty(
        w.id,
        sent.decision === 'refuse' ? { decision: 'refuse', reason: sent.reason ?? '' } : { decision: 'approve' },
      ),
    ...pageCache<StaffWarranty>(queryClient, staffServiceQueries.warranty(w.id).queryKey, staffServiceQueries.all()),
    finished: T.decided,
  };
}
