import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { CONTACT_OTHER_FIELDS, CONTACT_OTHER_LABELS } from '../../../schemas/contact.schema';
import { recordNumber } from '../../../schemas/record-number';
import {
  CONTACT_MESSAGE_STATUS_LABELS,
  INBOX_ANSWER_MAX,
  type InboxAnswer,
  InboxAnswerSchema,
  type InboxMessage,
} from '../../../schemas/staff-inbox.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { answerInboxMessage, setInboxStatus } from '../../api/staff-inbox.mutations';
import { staffInboxQueries } from '../../api/staff-inbox.queries';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { QueryState } from '../../components/query-state';
import { StatusTag } from '../../components/staff/status-tag';
import { useRouteParams } from '../../lib/current-page';
import { refusedFields } from './refused-fields';
import { failureText } from './staff-failure-text';
import { INBOX_TEXT as T } from './staff-inbox-text';
import { StaffShell } from './staff-shell';
import './staff-claims.css';

const TITLE = staffRouteById('staff-inbox-message')?.title ?? '';

/** /staff/inbox/{id} (service): one message, its answer (mailed from the site) and its status. */
export function StaffInboxMessageScreen() {
  const id = Number(useRouteParams().messageId);
  return (
    <StaffShell title={TITLE} requires="service">
      {() => <MessageLoader id={id} />}
    </StaffShell>
  );
}

function MessageLoader({ id }: { id: number }) {
  const message = useQuery(staffInboxQueries.one(id));
  return <QueryState query={message}>{(m) => <MessagePage message={m} />}</QueryState>;
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

function MessagePage({ message }: { message: InboxMessage }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const settle = async (saved: InboxMessage, text: string) => {
    queryClient.setQueryData(staffInboxQueries.one(saved.id).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: [...staffInboxQueries.all(), 'list'] });
    setNotice(text);
  };
  const status = useMutation({
    mutationFn: (to: 'new' | 'closed') => setInboxStatus(message.id, { status: to }),
    onSuccess: (saved, to) => settle(saved, to === 'closed' ? T.closed : T.reopened),
  });
  return (
    <div className="staff-service">
      <p>
        <Link to="/staff/inbox">{T.backToList}</Link>
      </p>
      <p className="form-status" role="status">
        {notice}
      </p>
      {status.isError && (
        <p className="form-status form-status--failed" role="alert">
          {failureText(status.error, T.failed)}
        </p>
      )}
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
      <section aria-labelledby="answer-title">
        <h2 id="answer-title" className="staff-service__heading">
          {T.sections.answer}
        </h2>
        {message.answer !== null ? (
          <dl className="claim-facts">
            <Row label={T.answer.label}>{message.answer}</Row>
            <Row label={T.fields.answeredAt}>
              {message.answered_at ? formatTaipei(message.answered_at, 'YYYY/MM/DD HH:mm') : '—'}
              {message.answered_by_email ? `（${message.answered_by_email}）` : ''}
            </Row>
          </dl>
        ) : message.status !== 'closed' ? (
          <AnswerForm message={message} onDone={settle} />
        ) : null}
      </section>
      <p>
        <button
          type="button"
          className="button button--ghost"
          disabled={status.isPending}
          aria-busy={status.isPending}
          onClick={() => status.mutate(message.status === 'closed' ? 'new' : 'closed')}
        >
          {message.status === 'closed' ? T.reopen : T.close}
        </button>
      </p>
    </div>
  );
}

/** The answer: mailed to the sender from the site, threaded with their message, and kept here. */
function AnswerForm({
  message,
  onDone,
}: {
  message: InboxMessage;
  onDone: (saved: InboxMessage, text: string) => Promise<void>;
}) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [failed, setFailed] = useState('');
  const { form, summary } = useStepForm(InboxAnswerSchema, {
    defaultValues: { answer: '' },
    serverErrors,
    order: ['answer'],
  });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (input: InboxAnswer) => {
    setFailed('');
    try {
      await onDone(await answerInboxMessage(message.id, input), T.answer.sent);
    } catch (error) {
      const fields = refusedFields(error);
      if (fields) setServerErrors(fields);
      else setFailed(failureText(error, T.failed));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={formState.isSubmitting} className="staff-service__form">
      <ErrorSummary errors={summary} />
      {failed && (
        <p className="form-status form-status--failed" role="alert">
          {failed}
        </p>
      )}
      <TextAreaField
        label={T.answer.label}
        hint={T.answer.hint}
        required
        rows={8}
        maxLength={INBOX_ANSWER_MAX}
        {...register('answer')}
        error={formState.errors.answer?.message}
      />
      <SubmitButton
        pending={formState.isSubmitting}
        pendingLabel={T.answer.submitting}
        className="button button--primary"
      >
        {T.answer.submit}
      </SubmitButton>
    </form>
  );
}
