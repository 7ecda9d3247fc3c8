import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { recordNumber } from '../../../schemas/record-number';
import { REPAIR_TYPE_LABELS } from '../../../schemas/repair.schema';
import { REPAIR_STATUS_LABELS, type RepairStatus } from '../../../schemas/repair-status.schema';
import type { StaffRepairDetail } from '../../../schemas/staff-repair.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { moveRepair } from '../../api/staff-service.mutations';
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

const T = SERVICE_TEXT.repair;
const TITLE = staffRouteById('staff-repair')?.title ?? '';

/** /staff/repairs/{id} (service): one repair, its history with who moved it, and its next move. */
export function StaffRepairScreen() {
  const id = Number(useRouteParams().repairId);
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <RepairLoader id={id} />}
    </StaffShell>
  );
}

function RepairLoader({ id }: { id: number }) {
  const repair = useQuery(staffServiceQueries.repair(id));
  return <QueryState query={repair}>{(r) => <RepairPage key={r.id} repair={r} />}</QueryState>;
}

function RepairPage({ repair }: { repair: StaffRepairDetail }) {
  return (
    <>
      <p>
        <Link to="/staff/repairs">{T.back}</Link>
      </p>
      <section className="staff-section" aria-labelledby="repair-facts">
        <h2 id="repair-facts" className="staff-section__heading">
          {recordNumber(repair.id)} {REPAIR_TYPE_LABELS[repair.type]}｜{repair.brand_name} {repair.model_name}
        </h2>
        <dl className="staff-facts">
          <dt>{SERVICE_TEXT.repairs.columns.status}</dt>
          <dd>
            <StatusTag status={repair.status}>{REPAIR_STATUS_LABELS[repair.status]}</StatusTag>
          </dd>
          <dt>{T.member}</dt>
          <dd>
            {repair.member.name}（{repair.member.email ?? T.none}，{repair.member.phone}）
          </dd>
          <dt>{T.sender}</dt>
          <dd>
            {repair.sender.name} {repair.sender.phone} {repair.sender.address}
          </dd>
          <dt>{T.receiver}</dt>
          <dd>
            {repair.receiver.name} {repair.receiver.phone} {repair.receiver.address}
          </dd>
          {repair.book_store && (
            <>
              <dt>{T.booking}</dt>
              <dd>
                {repair.book_date}｜{repair.book_store.name}
              </dd>
            </>
          )}
          <dt>{T.delivery}</dt>
          <dd>{repair.delivery_serial ?? T.none}</dd>
        </dl>
      </section>
      <MoveForm repair={repair} />
      <section className="staff-section" aria-labelledby="repair-steps">
        <h2 id="repair-steps" className="staff-section__heading">
          {T.steps}
        </h2>
        <ol className="staff-steps">
          {repair.steps.map((step) => (
            <li key={`${step.status}-${step.at}`}>
              <TaipeiTime at={step.at} /> {REPAIR_STATUS_LABELS[step.status]}｜{step.by ?? T.byMember}
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
 * the call), with a note for the member and, to ship it back, the parcel's number.
 */
function MoveForm({ repair }: { repair: StaffRepairDetail }) {
  const queryClient = useQueryClient();
  const [to, setTo] = useState<RepairStatus | ''>(repair.moves[0] ?? '');
  const [done, setDone] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (body: { status: RepairStatus; note?: string; delivery_serial?: string }) =>
      moveRepair(repair.id, body),
    onSuccess: async (moved) => {
      queryClient.setQueryData(staffServiceQueries.repair(repair.id).queryKey, moved);
      await queryClient.invalidateQueries({ queryKey: staffServiceQueries.all(), refetchType: 'none' });
    },
  });
  const errors = move.isError ? refusedFields(move.error) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (move.isPending || !to) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const note = String(data.get('note') ?? '').trim();
    const serial = String(data.get('delivery_serial') ?? '').trim();
    setDone(null);
    move.mutate(
      { status: to, ...(note ? { note } : {}), ...(to === 'shipped' && serial ? { delivery_serial: serial } : {}) },
      {
        onSuccess: (moved) => {
          // the next move starts empty, at the first step the repair now allows
          form.reset();
          setTo(moved.moves[0] ?? '');
          setDone(T.moved(REPAIR_STATUS_LABELS[moved.status]));
        },
      },
    );
  };

  return (
    <section className="staff-section" aria-labelledby="repair-move">
      <h2 id="repair-move" className="staff-section__heading">
        {T.move}
      </h2>
      <p className="form-status" role="status">
        {done ?? ''}
      </p>
      {repair.moves.length === 0 ? (
        <p>{T.final}</p>
      ) : (
        <form className="staff-form" noValidate onSubmit={submit}>
          <p className="staff-section__lead">{T.moveLead}</p>
          <SelectField
            label={T.to}
            name="status"
            options={repair.moves.map((s) => ({ value: s, label: REPAIR_STATUS_LABELS[s] }))}
            value={to}
            onChange={(e) => setTo(e.target.value as RepairStatus)}
            error={errors?.status?.[0]}
          />
          {to === 'shipped' && (
            <TextField
              label={T.deliverySerial}
              name="delivery_serial"
              hint={T.deliveryHint}
              required
              error={errors?.delivery_serial?.[0]}
            />
          )}
          <TextAreaField label={T.note} name="note" hint={T.noteHint} maxLength={500} error={errors?.note?.[0]} />
          {move.isError && !errors && (
            <p className="form-status form-status--failed" role="alert">
              {T.failed}
            </p>
          )}
          <button type="submit" className="button" disabled={move.isPending} aria-busy={move.isPending}>
            {move.isPending ? T.submitting : T.submit}
          </button>
        </form>
      )}
    </section>
  );
}
