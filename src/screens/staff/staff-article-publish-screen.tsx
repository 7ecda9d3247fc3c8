import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { staffPublicationMachine } from '../../../machines/staff-publication.machine';
import { PUBLICATION_LABELS, PUBLICATION_MOVES } from '../../../schemas/publication.schema';
import { routeById } from '../../../schemas/route-manifest';
import type { StaffArticle } from '../../../schemas/staff-article.schema';
import {
  PUBLICATION_MOVE_LABELS,
  PUBLICATION_TASK_STEPS,
  PublicationWhenSchema,
  publicationMoveOf,
  taipeiLocalToIso,
} from '../../../schemas/staff-publication.schema';
import { formatTaipei } from '../../../schemas/taipei-date';
import { moveArticlePublication } from '../../api/staff-articles.mutations';
import { staffArticleQueries } from '../../api/staff-articles.queries';
import { RetryActions } from '../../components/flow/confirm-form';
import { useFlowContext } from '../../components/flow/flow-context';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame, type FlowPageProps } from '../../components/flow/flow-frame';
import { StepForm } from '../../components/flow/step-form';
import { useFlow } from '../../components/flow/use-flow';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { ReviewList } from '../../components/form/review-list';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { QueryState } from '../../components/query-state';
import { ApiRequestError } from '../../lib/api-request-error';
import { useRouteParams } from '../../lib/current-page';
import { PUBLISH_TEXT as T } from './staff-publish-text';
import { StaffShell } from './staff-shell';

type PublishProps = FlowPageProps<typeof staffPublicationMachine> & { article: StaffArticle };

const taipei = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');

/** /staff/articles/{id}/publish, /step2, /done (editor): the publication task on the flow kit. */
export function StaffArticlePublishScreen() {
  const id = Number(useRouteParams().articleId);
  return (
    <StaffShell title={routeById('staff-article-publish')?.title ?? ''} requires="editor">
      {(me) => <PublishLoader id={id} owner={String(me.id)} />}
    </StaffShell>
  );
}

function PublishLoader({ id, owner }: { id: number; owner: string }) {
  const article = useQuery(staffArticleQueries.one(id));
  return <QueryState query={article}>{(a) => <PublishFlow article={a} owner={owner} />}</QueryState>;
}

/** The API names the time `publish_at`; the form's field is `publish_at_local`: a refusal lands by it. */
function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const data = error.data as { errors?: Record<string, string[]> } | null;
  const time = data?.errors?.publish_at;
  if (!time) return error;
  return new ApiRequestError(error.message, error.status, { ...data, errors: { publish_at_local: time } });
}

function PublishFlow({ article: loaded, owner }: { article: StaffArticle; owner: string }) {
  const queryClient = useQueryClient();
  // the task works on the article as it was read: the move's answer (a new version, put in the
  // cache for the edit screen) must not change the draft key and start the task afresh
  const [article] = useState(loaded);
  const flow = useFlow(staffPublicationMachine, {
    name: 'staff-publication',
    steps: PUBLICATION_TASK_STEPS,
    // by editor, article and the version it was read at: a newer version starts afresh
    draftKey: draftKey('staff-publication', owner, `${article.id}-v${article.version}`),
    base: `/staff/articles/${article.id}/publish`,
    calls: {
      submit: async (input: { to: string; publish_at_local?: string }, init: { signal: AbortSignal }) => {
        try {
          const when = PublicationWhenSchema.parse(input);
          const moved = await moveArticlePublication(article.id, publicationMoveOf(when, article.version), init);
          queryClient.setQueryData(staffArticleQueries.one(article.id).queryKey, moved);
          void queryClient.invalidateQueries({ queryKey: [...staffArticleQueries.all(), 'list'] });
          return moved;
        } catch (error) {
          throw onFormFields(error);
        }
      },
    },
  });
  return (
    <>
      <p className="flow-form__note">{T.article(article.subject, PUBLICATION_LABELS[article.status])}</p>
      <FlowFrame
        flow={flow}
        names={T.steps}
        screens={{ choosing: ChoosingStep, reviewing: ReviewingStep, done: DoneStep }}
        props={{ article }}
      />
    </>
  );
}

/** Step 1: what happens to the article, and when (Taipei time) for a schedule. */
function ChoosingStep({ context, article }: PublishProps) {
  const kept = context.data.when;
  const moves = PUBLICATION_MOVES[article.status];
  const options = moves.map((to) => ({ value: to, label: PUBLICATION_MOVE_LABELS[to], hint: T.moveHints[to] }));
  return (
    <StepForm
      schema={PublicationWhenSchema}
      defaultValues={{ to: kept?.to ?? moves[0] ?? 'published', publish_at_local: kept?.publish_at_local ?? '' }}
      order={['to', 'publish_at_local']}
      first
    >
      {(form) => <WhenFields form={form} options={options} />}
    </StepForm>
  );
}

function WhenFields({
  form,
  options,
}: {
  form: Parameters<Parameters<typeof StepForm<typeof PublicationWhenSchema>>[0]['children']>[0];
  options: { value: string; label: string; hint: string }[];
}) {
  const to = useWatch({ control: form.control, name: 'to' });
  return (
    <>
      <RadioGroupField control={form.control} name="to" label={T.to} options={options} layout="stacked" required />
      {to === 'scheduled' && (
        <TextField
          label={T.when}
          type="datetime-local"
          {...form.register('publish_at_local')}
          hint={T.whenHint}
          error={form.formState.errors.publish_at_local?.message}
          required
        />
      )}
    </>
  );
}

/** Step 2: the task read back in words; its button makes it so. A failed call shows here with retry. */
function ReviewingStep({ context, state, actor, article }: PublishProps) {
  const flow = useFlowContext();
  const when = context.data.when;
  const at = when?.to === 'scheduled' ? taipeiLocalToIso(when.publish_at_local ?? '') : null;
  const sentence = when ? T.sentence(when.to, article.subject, at ? taipei(at) : '') : '';
  return (
    <>
      <ReviewList
        sections={[
          {
            title: T.reviewTitle,
            rows: [
              { label: T.to, value: when ? PUBLICATION_MOVE_LABELS[when.to] : '', field: 'to' },
              ...(at ? [{ label: T.when, value: T.taipei(taipei(at)), field: 'publish_at_local' }] : []),
            ],
          },
        ]}
        onChange={(field) => actor.send({ type: 'step.change', field })}
      />
      <p className="flow-form__note">{sentence}</p>
      {state === 'reviewing' ? (
        <form
          className="flow-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'step.submit', data: {} });
          }}
        >
          <div className="flow-actions">
            <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'step.back' })}>
              {T.back}
            </button>
            <SubmitButton pending={flow.busy}>{T.confirm}</SubmitButton>
          </div>
        </form>
      ) : (
        <RetryActions
          state={flow.busy ? 'submitting' : 'failed'}
          problem={context.problem}
          onBack={() => actor.send({ type: 'step.back' })}
          onRetry={() => actor.send({ type: 'step.retry' })}
        />
      )}
    </>
  );
}

/** Done: where the article stands now, and the ways on. */
function DoneStep({ context, article }: PublishProps) {
  const moved = context.result as StaffArticle | null;
  const now = moved ?? article;
  return (
    <div className="flow-done" role="status">
      <p className="flow-done__lead">
        {now.status === 'scheduled' && now.publish_at
          ? T.doneScheduled(taipei(now.publish_at))
          : T.doneStatus(PUBLICATION_LABELS[now.status])}
      </p>
      <div className="flow-actions">
        <Link className="button button--primary" to={`/staff/articles/${article.id}`}>
          {T.backToArticle}
        </Link>
        <Link className="button button--ghost" to="/staff/articles">
          {T.backToList}
        </Link>
      </div>
    </div>
  );
}
