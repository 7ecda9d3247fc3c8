import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { GIFT_CLAIM_STATE_LABELS } from '../../../schemas/gift-apply.schema';
import { recordNumber } from '../../../schemas/record-number';
import {
  type GiftClaimDecision,
  GiftClaimDecisionSchema,
  type GiftClaimShipment,
  GiftClaimShipmentSchema,
  REFUSAL_REASON_MAX,
  type StaffGiftClaim,
} from '../../../schemas/staff-gift-claim.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { decideGiftClaim, shipGiftClaim } from '../../api/staff-gift-claims.mutations';
import { staffGiftClaimQueries } from '../../api/staff-gift-claims.queries';
import { ErrorSummary } from '../../components/form/error-summary';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { QueryState } from '../../components/query-state';
import { StatusTag } from '../../components/staff/status-tag';
import { useRouteParams } from '../../lib/current-page';
import { refusedFields } from './refused-fields';
import { failureText } from './staff-failure-text';
import { GIFT_CLAIMS_TEXT as T } from './staff-gift-text';
import { StaffShell } from './staff-shell';
import './staff-claims.css';

const TITLE = staffRouteById('staff-gift-claim')?.title ?? '';

/** /staff/gift-claims/{id} (service): one claim with its invoice and photos, its decision and its parcel. */
export function StaffGiftClaimScreen() {
  const id = Number(useRouteParams().claimId);
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <ClaimLoader id={id} />}
    </StaffShell>
  );
}

function ClaimLoader({ id }: { id: number }) {
  const claim = useQuery(staffGiftClaimQueries.one(id));
  return <QueryState query={claim}>{(c) => <ClaimPage claim={c} />}</QueryState>;
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

function ClaimPage({ claim }: { claim: StaffGiftClaim }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  // the answer is the claim as it is now: the page shows it, the lists read again next time
  const settle = async (saved: StaffGiftClaim, text: string) => {
    queryClient.setQueryData(staffGiftClaimQueries.one(saved.id).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: [...staffGiftClaimQueries.all(), 'list'] });
    setNotice(text);
  };
  const scanned = [claim.scan_invoice_number, claim.scan_invoice_date, claim.scan_random_code]
    .filter(Boolean)
    .join('／');
  return (
    <div className="staff-service">
      <p>
        <Link to="/staff/gift-claims">{T.backToList}</Link>
      </p>
      <p className="form-status" role="status">
        {notice}
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
      {claim.moves.includes('approve') || claim.moves.includes('refuse') ? (
        <DecisionForm claim={claim} onDone={settle} />
      ) : claim.moves.includes('ship') ? (
        <ShipForm claim={claim} onDone={settle} />
      ) : (
        <p className="staff-service__done">{T.done}</p>
      )}
    </div>
  );
}

type Settle = (saved: StaffGiftClaim, text: string) => Promise<void>;

/** 核准 or 不通過 with the reason: what each does is said by its choice before it is sent. */
function DecisionForm({ claim, onDone }: { claim: StaffGiftClaim; onDone: Settle }) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [failed, setFailed] = useState('');
  const { form, summary } = useStepForm(GiftClaimDecisionSchema, {
    defaultValues: { decision: undefined as never, reason: '' },
    serverErrors,
    order: ['decision', 'reason'],
  });
  const { control, register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (input: GiftClaimDecision) => {
    setFailed('');
    try {
      const saved = await decideGiftClaim(claim.id, input);
      await onDone(saved, input.decision === 'approve' ? T.decision.approved : T.decision.refused);
    } catch (error) {
      const fields = refusedFields(error);
      if (fields) setServerErrors(fields);
      else setFailed(failureText(error, T.failed));
    }
  });
  return (
    <section aria-labelledby="decision-title">
      <h2 id="decision-title" className="staff-service__heading">
        {T.sections.review}
      </h2>
      <form noValidate onSubmit={onSubmit} aria-busy={formState.isSubmitting} className="staff-service__form">
        <ErrorSummary errors={summary} />
        {failed && (
          <p className="form-status form-status--failed" role="alert">
            {failed}
          </p>
        )}
        <RadioGroupField
          control={control}
          name="decision"
          label={T.decision.label}
          required
          layout="stacked"
          options={[
            { value: 'approve', label: T.decision.approve, hint: T.decision.approveHint },
            { value: 'refuse', label: T.decision.refuse, hint: T.decision.refuseHint },
          ]}
        />
        <TextAreaField
          label={T.decision.reason}
          hint={T.decision.reasonHint}
          maxLength={REFUSAL_REASON_MAX}
          rows={3}
          {...register('reason')}
          error={formState.errors.reason?.message}
        />
        <SubmitButton
          pending={formState.isSubmitting}
          pendingLabel={T.decision.submitting}
          className="button button--primary"
        >
          {T.decision.submit}
        </SubmitButton>
      </form>
    </section>
  );
}

/** The parcel of an approved claim: its carrier and tracking number, which the member is mailed. */
function ShipForm({ claim, onDone }: { claim: StaffGiftClaim; onDone: Settle }) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [failed, setFailed] = useState('');
  const { form, summary } = useStepForm(GiftClaimShipmentSchema, {
    defaultValues: { carrier: '', tracking_number: '' },
    serverErrors,
    order: ['carrier', 'tracking_number'],
  });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (input: GiftClaimShipment) => {
    setFailed('');
    try {
      await onDone(await shipGiftClaim(claim.id, input), T.ship.shipped);
    } catch (error) {
      const fields = refusedFields(error);
      if (fields) setServerErrors(fields);
      else setFailed(failureText(error, T.failed));
    }
  });
  return (
    <section aria-labelledby="ship-title">
      <h2 id="ship-title" className="staff-service__heading">
        {T.sections.ship}
      </h2>
      <p>{T.ship.lead}</p>
      <form noValidate onSubmit={onSubmit} aria-busy={formState.isSubmitting} className="staff-service__form">
        <ErrorSummary errors={summary} />
        {failed && (
          <p className="form-status form-status--failed" role="alert">
            {failed}
          </p>
        )}
        <TextField
          label={T.ship.carrier}
          hint={T.ship.carrierHint}
          required
          {...register('carrier')}
          error={formState.errors.carrier?.message}
        />
        <TextField
          label={T.ship.trackingNumber}
          hint={T.ship.trackingHint}
          required
          {...register('tracking_number')}
          error={formState.errors.tracking_number?.message}
        />
        <SubmitButton
          pending={formState.isSubmitting}
          pendingLabel={T.ship.submitting}
          className="button button--primary"
        >
          {T.ship.submit}
        </SubmitButton>
      </form>
    </section>
  );
}
