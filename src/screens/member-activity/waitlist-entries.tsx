import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate, formatDateTimeRange, formatTime } from '../../../schemas/taipei-date';
import {
  WaitlistEntriesResponse,
  type WaitlistEntry,
  WaitlistLeftResponse,
  waitlistEndpoints,
} from '../../../schemas/waitlist.schema';
import { api } from '../../api/http-client';
import { SubmitButton } from '../../components/form/submit-button';
import { openDialog } from '../../lib/dialog-api';

const T = {
  title: '候補中的場次',
  session: '場次',
  seats: '候補張數',
  position: '候補順位',
  heldUntil: '名額保留至',
  apply: '前往報名',
  leave: '離開候補',
  leaving: '處理中…',
  leaveConfirm: '確定要離開這個場次的候補名單嗎？離開後順位將不再保留。',
  stay: '繼續候補',
  failed: '操作未完成，請稍後再試。',
} as const;

const waitlistQuery = {
  queryKey: ['waitlist', 'mine'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get(waitlistEndpoints.mine(), WaitlistEntriesResponse, { signal })).data,
};

/** /member/activity: the member's waiting-list entries (issue 20 item 8), each one to leave. */
export function WaitlistEntries() {
  const entries = useQuery(waitlistQuery);
  if (!entries.data?.length) return null;
  return (
    <section className="favourites" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">{T.title}</h2>
      <div className="order-list">
        {entries.data.map((entry) => (
          <WaitlistCard key={entry.id} entry={entry} />
        ))}
      </div>
    </section>
  );
}

function WaitlistCard({ entry }: { entry: WaitlistEntry }) {
  const queryClient = useQueryClient();
  const leave = useMutation({
    mutationFn: () => api.post(waitlistEndpoints.leave(entry.id), WaitlistLeftResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistQuery.queryKey }),
  });
  const held = entry.held_until;
  return (
    <article className="order-card" aria-labelledby={`waitlist-${entry.id}`}>
      <h3 className="order-card__title" id={`waitlist-${entry.id}`}>
        <Link to={`/events/${entry.event_id}`}>{entry.event_name}</Link>
      </h3>
      <dl className="order-card__facts">
        <dt>{T.session}</dt>
        <dd>
          {entry.session_subject}（{formatDateTimeRange(entry.session_started_at, entry.session_ended_at)}）
        </dd>
        <dt>{T.seats}</dt>
        <dd>{entry.seats} 張</dd>
        <dt>{T.position}</dt>
        <dd>第 {entry.position} 位</dd>
        {held && (
          <>
            <dt>{T.heldUntil}</dt>
            <dd>
              {formatDate(held)} {formatTime(held)}
            </dd>
          </>
        )}
      </dl>
      <div className="order-card__actions">
        {held && (
          <Link className="button button--primary" to={`/events/${entry.event_id}/apply`}>
            {T.apply}
          </Link>
        )}
        <SubmitButton
          type="button"
          className="button button--ghost"
          pending={leave.isPending}
          pendingLabel={T.leaving}
          onClick={async () => {
            const action = await openDialog({
              title: T.leave,
              message: T.leaveConfirm,
              type: 'warning',
              showCancelButton: true,
              cancelButtonText: T.stay,
              confirmButtonText: T.leave,
            });
            if (action === 'confirm') leave.mutate();
          }}
        >
          {T.leave}
        </SubmitButton>
        {leave.isError && (
          <p className="form-field__error" role="alert">
            {T.failed}
          </p>
        )}
      </div>
    </article>
  );
}
