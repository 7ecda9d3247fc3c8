import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { INHOME_PERIOD_LABELS } from '../../../schemas/inhome.schema';
import {
  INHOME_STATUS_LABELS,
  type InhomeStatus,
  type InhomeStatusChangeInput,
  visitText,
} from '../../../schemas/inhome-status.schema';
import { recordNumber } from '../../../schemas/record-number';
import type { StaffInhomeDetail } from '../../../schemas/staff-inhome.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { moveInhome } from '../../api/staff-service.mutations';
import { staffServiceQueries } from '../../api/staff-service.queries';
import { SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import { QueryState } from '../../components/query-state';
import { StatusTag } from '../../components/staff/status-tag';
import { TaipeiTime } from '../../components/staff/taipei-time';
import { useRouteParams } from '../../lib/current-page';
import { refusedFields } from './refused-fields';
import { SERVICE_TEXT } from './staff-service-text';
import { StaffShell } from './staff-shell';
import './staff-service.css';

const T = SERVICE_TEXT.inhome;
const R = SERVICE_TEXT.repair;
const TITLE = staffRouteById('staff-inhome')?.title ?? '';

/**
 * /staff/inhome/{id} (service): one in-home request, its history with who moved it, and its next
 * move; the same page and controls as a repair's (staff-repair-screen.tsx), with the visit's day
 * and window in place of the parcel.
 */
export function StaffInhomeScreen() {
  const id = Number(useRouteParams().inhomeId);
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <InhomeLoader id={id} />}
    </StaffShell>
  );
}

function InhomeLoader({ id }: { id: number }) {
  const request = useQuery(staffServiceQueries.inhome(id));
  return <QueryState query={request}>{(r) => <InhomePage key={r.id} request={r} />}</QueryState>;
}

function InhomePage({ request }: { request: StaffInhomeDetail }) {
  return (
    <>
      <p>
        <Link to="/staff/repairs">{T.back}</Link>
      </p>
      <section className="staff-section" aria-labelledby="inhome-facts">
        <h2 id="inhome-facts" className="staff-section__heading">
          {recordNumber(request.id)} {T.kind}｜{request.brand_name} {request.model_name}
        </h2>
        <dl className="staff-facts">
          <dt>{SERVICE_TEXT.repairs.columns.status}</dt>
          <dd>
            <StatusTag status={request.status}>{INHOME_STATUS_LABELS[request.status]}</StatusTag>
          </dd>
          <dt>{T.member}</dt>
          <dd>
            {request.member.name}（{request.member.email ?? T.none}，{request.member.phone}）
          </dd>
          <dt>{T.contact}</dt>
          <dd>
            {request.contact.name} {request.contact.phone} {request.contact.address}
          </dd>
          <dt>{T.problem}</dt>
          <dd className="staff-steps__note">{request.problem}</dd>
          <dt>{T.preferred}</dt>
          <dd>
            {request.preferred_date} {INHOME_PERIOD_LABELS[request.preferred_period]}
          </dd>
          <dt>{T.visit}</dt>
          <dd>{request.visit ? visitText(request.visit) : T.none}</dd>
          {request.decided_at && (
            <>
              <dt>{T.decided}</dt>
              <dd>
                <TaipeiTime at={request.decided_at} />｜{request.decided_by ?? T.none}
              </dd>
            </>
          )}
        </dl>
      </section>
      <MoveForm request={request} />
      <section className="staff-section" aria-labelledby="inhome-steps">
        <h2 id="inhome-steps" className="staff-section__heading">
          {R.steps}
        </h2>
        <ol className="staff-steps">
          {request.steps.map((step) => (
            <li key={`${step.status}-${step.at}`}>
              <TaipeiTime at={step.at} /> {INHOME_STATUS_LABELS[step.status]}
              {step.visit && `（${visitText(step.visit)}）`}｜{step.by ?? R.byMember}
              {step.note && <p className="staff-steps__note">{step.note}</p>}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/**
 * The next move: only the statuses the server's life cycle allows from here (it decides again on
 * the call, from the version read here), with the visit to schedule and a note for the member.
 */
function MoveForm({ request }: { request: StaffInhomeDetail }) {
  const queryClient = useQueryClient();
  const [to, setTo] = useState<InhomeStatus | ''>(request.moves[0] ?? '');
  const [done, setDone] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (body: InhomeStatusChangeInput) => moveInhome(request.id, body),
    onSuccess: async (moved) => {
      queryClient.setQueryData(staffServiceQueries.inhome(request.id).queryKey, moved);
      await queryClient.invalidateQueries({ queryKey: staffServiceQueries.all(), refetchType: 'none' });
    },
  });
  const errors = move.isError ? refusedFields(move.error) : null;
  const label = (s: InhomeStatus) =>
    s === 'scheduled' && request.status === 'scheduled' ? T.reschedule : INHOME_STATUS_LABELS[s];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (move.isPending || !to) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    const note = field('note');
    setDone(null);
    move.mutate(
      {
        status: to,
        version: request.version,
        ...(note ? { note } : {}),
        ...(to === 'scheduled'
          ? { visit_date: field('visit_date'), visit_start: field('visit_start'), visit_end: field('visit_end') }
          : {}),
      },
      {
        onSuccess: (moved) => {
          form.reset();
          setTo(moved.moves[0] ?? '');
          setDone(R.moved(INHOME_STATUS_LABELS[moved.status]));
        },
      },
    );
  };

  return (
    <section className="staff-section" aria-labelledby="inhome-move">
      <h2 id="inhome-move" className="staff-section__heading">
        {R.move}
      </h2>
      <p className="form-status" role="status">
        {done ?? ''}
      </p>
      {request.moves.length === 0 ? (
        <p>{R.final}</p>
      ) : (
        <form className="staff-form" noValidate onSubmit={submit}>
          <p className="staff-section__lead">{T.moveLead}</p>
          <SelectField
            label={R.to}
            name="status"
            options={request.moves.map((s) => ({ value: s, label: label(s) }))}
            value={to}
            onChange={(e) => setTo(e.target.value as InhomeStatus)}
            error={errors?.status?.[0]}
          />
          {to === 'scheduled' && (
            <>
              <TextField label={T.visitDate} name="visit_date" type="date" required error={errors?.visit_date?.[0]} />
              <TextField
                label={T.visitStart}
                name="visit_start"
                type="time"
                hint={T.visitHint}
                required
                error={errors?.visit_start?.[0]}
              />
              <TextField label={T.visitEnd} name="visit_end" type="time" required error={errors?.visit_end?.[0]} />
            </>
          )}
          <TextAreaField
            label={to === 'cancelled' ? T.note : R.note}
            name="note"
            hint={T.noteHint}
            maxLength={500}
            required={to === 'cancelled'}
            error={errors?.note?.[0]}
          />
          {move.isError && !errors && (
            <p className="form-status form-status--failed" role="alert">
              {R.failed}
            </p>
          )}
          <button type="submit" className="button" disabled={move.isPending} aria-busy={move.isPending}>
            {move.isPending ? R.submitting : R.submit}
          </button>
        </form>
      )}
    </section>
  );
}
