import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { staffPublicationMachine } from '../../../machines/staff-publication.machine';
import {
  PUBLICATION_LABELS,
  PUBLICATION_MOVES,
  type PublicationFields,
  type PublicationMove,
} from '../../../schemas/publication.schema';
import {
  PUBLICATION_MOVE_LABELS,
  PUBLICATION_TASK_STEPS,
  PublicationWhenSchema,
  publicationMoveOf,
  taipeiLocalToIso,
} from '../../../schemas/staff-publication.schema';
import { formatTaipei } from '../../../schemas/taipei-date';
import { TaskConfirm } from '../../components/flow/confirm-form';
import { useFlowContext } from '../../components/flow/flow-context';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame, type FlowPageProps } from '../../components/flow/flow-frame';
import { StepForm } from '../../components/flow/step-form';
import { useFlow } from '../../components/flow/use-flow';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { ReviewList } from '../../components/form/review-list';
import { TextField } from '../../components/form/text-field';
import { ApiRequestError } from '../../lib/api-request-error';
import { PUBLISH_TEXT as T } from './staff-publish-text';

/** A record staff publish (an article, a store): what the task shows of it and how it moves. */
export interface PublishTarget {
  record: PublicationFields & { id: number };
  /** what it is called (文章, 據點) and its own name */
  kind: string;
  title: string;
  /** the task's address: `/staff/articles/12/publish` */
  base: string;
  /** the draft's key part: the task starts afresh for another record or a newer version */
  draftId: string;
  back: { to: string; label: string };
  list: { to: string; label: string };
  /** `POST …/publication`; its answer is the record as moved */
  move: (move: PublicationMove, init: { signal: AbortSignal }) => Promise<PublicationFields>;
}

type PublishProps = FlowPageProps<typeof staffPublicationMachine> & { target: PublishTarget };

const taipei = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');

/** The API names the time `publish_at`; the form's field is `publish_at_local`: a refusal lands by it. */
function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const data = error.data as { errors?: Record<string, string[]> } | null;
  const time = data?.errors?.publish_at;
  if (!time) return error;
  return new ApiRequestError(error.message, error.status, { ...data, errors: { publish_at_local: time } });
}

/**
 * The publication task on the flow kit (machines/staff-publication.machine.ts) for any record
 * staff publish: what happens and when, read back in words, then done.
 */
export function PublishTask({ target: loaded, owner }: { target: PublishTarget; owner: string }) {
  // the task works on the record as it was read: the move's answer (a new version, put in the
  // cache for the edit screen) must not change the draft key and start the task afresh
  const [target] = useState(loaded);
  const { record } = target;
  const flow = useFlow(staffPublicationMachine, {
    name: 'staff-publication',
    steps: PUBLICATION_TASK_STEPS,
    // by editor, record and the version it was read at: a newer version starts afresh
    draftKey: draftKey('staff-publication', owner, target.draftId),
    base: target.base,
    calls: {
      submit: async (input: { to: string; publish_at_local?: string }, init: { signal: AbortSignal }) => {
        try {
          const when = PublicationWhenSchema.parse(input);
          return await target.move(publicationMoveOf(when, record.version), init);
        } catch (error) {
          throw onFormFields(error);
        }
      },
    },
  });
  return (
    <>
      <p className="flow-form__note">{T.record(target.kind, target.title, PUBLICATION_LABELS[record.status])}</p>
      <FlowFrame
        flow={flow}
        names={T.steps}
        screens={{ choosing: ChoosingStep, reviewing: ReviewingStep, done: DoneStep }}
        props={{ target }}
      />
    </>
  );
}

/** Step 1: what happens to the record, and when (Taipei time) for a schedule. */
function ChoosingStep({ context, target }: PublishProps) {
  const kept = context.data.when;
  const moves = PUBLICATION_MOVES[target.record.status];
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
function ReviewingStep({ context, state, actor, target }: PublishProps) {
  const flow = useFlowContext();
  const when = context.data.when;
  const at = when?.to === 'scheduled' ? taipeiLocalToIso(when.publish_at_local ?? '') : null;
  const sentence = when ? T.sentence(when.to, target.title, at ? taipei(at) : '') : '';
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
      <TaskConfirm actor={actor} state={String(state)} busy={flow.busy} problem={context.problem} confirm={T.confirm} />
    </>
  );
}

/** Done: where the record stands now, and the ways on. */
function DoneStep({ context, target }: PublishProps) {
  const moved = context.result as PublicationFields | null;
  const now = moved ?? target.record;
  return (
    <div className="flow-done" role="status">
      <p className="flow-done__lead">
        {now.status === 'scheduled' && now.publish_at
          ? T.doneScheduled(taipei(now.publish_at))
          : T.doneStatus(target.kind, PUBLICATION_LABELS[now.status])}
      </p>
      <div className="flow-actions">
        <Link className="button button--primary" to={target.back.to}>
          {target.back.label}
        </Link>
        <Link className="button button--ghost" to={target.list.to}>
          {target.list.label}
        </Link>
      </div>
    </div>
  );
}
