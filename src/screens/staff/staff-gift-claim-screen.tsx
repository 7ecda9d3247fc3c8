import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GIFT_CLAIM_STATE_LABELS } from '../../../schemas/gift-apply.schema';
import { recordNumber } from '../../../schemas/record-number';
import type { StaffGiftClaim } from '../../../schemas/staff-gift-claim.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { decideGiftClaim, shipGiftClaim } from '../../api/staff-gift-claims.mutations';
import { staffGiftClaimQueries } from '../../api/staff-gift-claims.queries';
import { QueryState } from '../../components/query-state';
import { StatusTag } from '../../components/staff/status-tag';
import { useRouteParams } from '../../lib/current-page';
import { DecisionPanel, type DecisionRecord, pageCache } from './staff-decision-panel';
import { GIFT_CLAIMS_TEXT as T } from './staff-gift-text';
import { StaffShell } from './staff-shell';
import './staff-claims.css';

const TITLE = staffRouteById('staff-gift-claim')?.title ?? '';

/** /staff/gift-claims/{id} (service): one claim with its invoice and photos, its decision and its parcel. */
export function StaffGiftClaimScreen() {
  const id = Number(useRouteParams().claimId);
  return (
    <StaffShell title={TITLE} requires="service">
      {(me) => <ClaimLoader id={id} owner={String(me.id)} />}
    </StaffShell>
  );
}

function ClaimLoader({ id, owner }: { id: number; owner: string }) {
  const claim = useQuery(staffGiftClaimQueries.one(id));
  return <QueryState query={claim}>{(c) => <ClaimPage claim={c} owner={owner} />}</QueryState>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="claim-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const when = (at: string | null) => (at ? formatTaipei(at, 'YYYY/MM/DD HH:mm') : '—');

/** The claim's decision: approve or refuse with the reason, then the parcel (gift-claim-lifecycle.machine.ts offers them). */
function decisionOf(claim: StaffGiftClaim, queryClient: QueryClient): DecisionRecord<StaffGiftClaim> {
  const D = T.decision;
  const S = T.ship;
  return {
    name: `gift-claim:${claim.id}`,
    state: claim.state,
    stateLabel: GIFT_CLAIM_STATE_LABELS[claim.state],
    moves: claim.moves,
    question: D.label,
    words: {
      approve: { label: D.approve, hint: D.approveHint, confirm: D.submit, done: () => D.approved },
      refuse: { label: D.refuse, hint: D.refuseHint, confirm: D.submit, done: () => D.refused },
      ship: { label: S.label, hint: S.lead, confirm: S.submit, done: () => S.shipped },
    },
    send: (sent, init) =>
      sent.decision === 'ship'
        ? shipGiftClaim(claim.id, { carrier: sent.carrier ?? '', tracking_number: sent.tracking_number ?? '' }, init)
        : decideGiftClaim(
            claim.id,
            { decision: sent.decision === 'refuse' ? 'refuse' : 'approve', reason: sent.reason },
            init,
          ),
    ...pageCache<StaffGiftClaim>(queryClient, staffGiftClaimQueries.one(claim.id).queryKey, [
      ...staffGiftClaimQueries.all(),
      'list',
    ]),
    finished: T.done,
  };
}

function ClaimPage({ claim, owner }: { claim: StaffGiftClaim; owner: string }) {
  const queryClient = useQueryClient();
  const scanned = [claim.scan_invoice_number, claim.scan_invoice_date, claim.scan_random_code]
    .filter(Boolean)
    .join('／');
  return (
    <div className="staff-service">
      <p>
        <Link to="/staff/gift-claims">{T.backToList}</Link>
      </p>
      <section aria-labelledby="claim-title">
        <h2 id="claim-title" className="staff-service__heading">
          {T.sections.claim} {recordNumber(claim.id)}
        </h2>
        <dl className="claim-facts">
          <Row label={T.fields.state}>
            <StatusTag status={claim.state}>{GIFT_CLAIM_STATE_LABELS[claim.state]}</StatusTag>
          </Row>
          <Row label={T.fields.member}>
            {claim.member_name || '—'}
            {claim.member_email ? `（${claim.member_email}）` : ''}
          </Row>
          <Row label={T.fields.event}>{claim.gift_event_subject}</Row>
          <Row label={T.fields.gift}>{claim.gift_name}</Row>
          {claim.reject_reason && <Row label={T.fields.rejectReason}>{claim.reject_reason}</Row>}
          {claim.decided_at && (
            <Row label={T.fields.decidedAt}>
              {when(claim.decided_at)}
              {claim.decided_by_email ? `（${claim.decided_by_email}）` : ''}
            </Row>
          )}
          {claim.carrier && <Row label={T.fields.carrier}>{claim.carrier}</Row>}
          {claim.tracking_number && <Row label={T.fields.trackingNumber}>{claim.tracking_number}</Row>}
          {claim.shipped_at && <Row label={T.fields.shippedAt}>{when(claim.shipped_at)}</Row>}
        </dl>
      </section>
      <section aria-labelledby="invoice-title">
        <h2 id="invoice-title" className="staff-service__heading">
          {T.sections.invoice}
        </h2>
        <dl className="claim-facts">
          <Row label={T.fields.invoiceNumber}>{claim.invoice_number}</Row>
          <Row label={T.fields.invoiceDate}>{claim.invoice_date}</Row>
          <Row label={T.fields.invoiceAmount}>{T.money(claim.invoice_amount)}</Row>
          <Row label={T.fields.invoiceProducts}>{claim.invoice_products}</Row>
          <Row label={T.fields.randomCode}>{claim.random_code ?? '—'}</Row>
          {claim.tax_id && <Row label={T.fields.taxId}>{claim.tax_id}</Row>}
          {scanned && <Row label={T.fields.scanned}>{scanned}</Row>}
          <Row label={T.fields.channel}>{claim.channel_name}</Row>
          {claim.sale_person && <Row label={T.fields.salePerson}>{claim.sale_person}</Row>}
        </dl>
      </section>
      <section aria-labelledby="photos-title">
        <h2 id="photos-title" className="staff-service__heading">
          {T.sections.photos}
        </h2>
        {claim.medias.length === 0 ? (
          <p>{T.noPhotos}</p>
        ) : (
          <ul className="staff-photos">
            {claim.medias.map((m, i) => (
              <li key={m.id}>
                <a href={m.url} target="_blank" rel="noreferrer">
                  <img src={m.url} alt={T.photoAlt(m.name, i + 1)} width={m.width} height={m.height} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="delivery-title">
        <h2 id="delivery-title" className="staff-service__heading">
          {T.sections.delivery}
        </h2>
        <dl className="claim-facts">
          <Row label={T.fields.receiveName}>{claim.receive_name}</Row>
          <Row label={T.fields.receivePhone}>{claim.receive_phone}</Row>
          <Row label={T.fields.receiveAddress}>{claim.receive_address}</Row>
          {claim.gift_text && <Row label={T.fields.giftText}>{claim.gift_text}</Row>}
        </dl>
      </section>
      <DecisionPanel target={decisionOf(claim, queryClient)} owner={owner} />
    </div>
  );
}
