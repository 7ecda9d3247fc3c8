import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CONTACT_OTHER_FIELDS, CONTACT_OTHER_LABELS } from '../../../schemas/contact.schema';
import { recordNumber } from '../../../schemas/record-number';
import { CONTACT_MESSAGE_STATUS_LABELS, type InboxMessage, inboxMoves } from '../../../schemas/staff-inbox.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { answerInboxMessage, setInboxStatus } from '../../api/staff-inbox.mutations';
import { staffInboxQueries } from '../../api/staff-inbox.queries';
import { QueryState } from '../../components/query-state';
import { StatusTag } from '../../components/staff/status-tag';
import { useRouteParams } from '../../lib/current-page';
import { DecisionPanel, type DecisionRecord, pageCache } from './staff-decision-panel';
import { INBOX_TEXT as T } from './staff-inbox-text';
import { StaffShell } from './staff-shell';
import './staff-claims.css';

const TITLE = staffRouteById('staff-inbox-message')?.title ?? '';

/** /staff/inbox/{id} (service): one message, its answer (mailed from the site) and its status. */
export function StaffInboxMessageScreen() {
  const id = Number(useRouteParams().messageId);
  return (
    <StaffShell title={TITLE} requires="service">
      {(me) => <MessageLoader id={id} owner={String(me.id)} />}
    </StaffShell>
  );
}

function MessageLoader({ id, owner }: { id: number; owner: string }) {
  const message = useQuery(staffInboxQueries.one(id));
  return <QueryState query={message}>{(m) => <MessagePage message={m} owner={owner} />}</QueryState>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="claim-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The extra fields the message's class asked for, as the sender filled them in. */
function otherRows(message: InboxMessage) {
  const rows: [string, string][] = [];
  for (const field of CONTACT_OTHER_FIELDS) {
    const value = message.others[field];
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const shown =
      field === 'channel_id'
        ? (message.channel_name ?? String(value))
        : Array.isArray(value)
          ? value.join('、')
          : String(value);
    rows.push([CONTACT_OTHER_LABELS[field], shown]);
  }
  return rows;
}

/** The message's decision: answered by mail, closed, or opened again. */
function decisionOf(message: InboxMessage, queryClient: QueryClient): DecisionRecord<InboxMessage> {
  const A = T.answer;
  return {
    name: `inbox-message:${message.id}`,
    state: message.status,
    stateLabel: CONTACT_MESSAGE_STATUS_LABELS[message.status],
    moves: inboxMoves(message),
    question: T.decision,
    words: {
      answer: { label: A.choice, hint: A.hint, confirm: A.submit, done: () => A.sent },
      close: { label: T.close, hint: T.closeHint, confirm: T.close, done: () => T.closed },
      reopen: { label: T.reopen, hint: T.reopenHint, confirm: T.reopen, done: () => T.reopened },
    },
    send: (sent, init) =>
      sent.decision === 'answer'
        ? answerInboxMessage(message.id, { answer: sent.answer ?? '' }, init)
        : setInboxStatus(message.id, { status: sent.decision === 'close' ? 'closed' : 'new' }, init),
    ...pageCache<InboxMessage>(queryClient, staffInboxQueries.one(message.id).queryKey, [
      ...staffInboxQueries.all(),
      'list',
    ]),
    finished: '',
  };
}

function MessagePage({ message, owner }: { message: InboxMessage; owner: string }) {
  const queryClient = useQueryClient();
  return (
    <div className="staff-service">
      <p>
        <Link to="/staff/inbox">{T.backToList}</Link>
      </p>
      <section aria-labelledby="message-title">
        <h2 id="message-title" className="staff-service__heading">
          {T.sections.message} {recordNumber(message.id)}
        </h2>
        <dl className="claim-facts">
          <Row label={T.fields.status}>
            <StatusTag status={message.status}>{CONTACT_MESSAGE_STATUS_LABELS[message.status]}</StatusTag>
          </Row>
          <Row label={T.fields.createdAt}>{formatTaipei(message.created_at, 'YYYY/MM/DD HH:mm')}</Row>
          <Row label={T.fields.className}>{message.class_name}</Row>
          <Row label={T.fields.name}>{message.name}</Row>
          <Row label={T.fields.email}>{message.email}</Row>
          <Row label={T.fields.phone}>{message.phone}</Row>
          {otherRows(message).map(([label, value]) => (
            <Row key={label} label={label}>
              {value}
            </Row>
          ))}
          <Row label={T.fields.content}>{message.content}</Row>
        </dl>
      </section>
      {message.answer !== null && (
        <section aria-labelledby="answer-title">
          <h2 id="answer-title" className="staff-service__heading">
            {T.sections.answer}
          </h2>
          <dl className="claim-facts">
            <Row label={T.answer.label}>{message.answer}</Row>
            <Row label={T.fields.answeredAt}>
              {message.answered_at ? formatTaipei(message.answered_at, 'YYYY/MM/DD HH:mm') : '—'}
              {message.answered_by_email ? `（${message.answered_by_email}）` : ''}
            </Row>
          </dl>
        </section>
      )}
      <DecisionPanel target={decisionOf(message, queryClient)} owner={owner} />
    </div>
  );
}
