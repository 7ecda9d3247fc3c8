import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { staffDocumentReplaceMachine } from '../../../machines/staff-document-replace.machine';
import { contentPath } from '../../../schemas/content-path';
import type { StaffArticle } from '../../../schemas/staff-article.schema';
import {
  DOCUMENT_FIELD,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_TASK_STEPS,
  type DocumentCheck,
  type DocumentFacts,
  DocumentFileStepSchema,
  type DocumentReplaced,
} from '../../../schemas/staff-document.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { staffArticleQueries } from '../../api/staff-articles.queries';
import { checkDocument, replaceDocument } from '../../api/staff-documents.mutations';
import { staffDocumentQueries } from '../../api/staff-documents.queries';
import { RetryActions, TaskConfirm } from '../../components/flow/confirm-form';
import { useFlowContext } from '../../components/flow/flow-context';
import { draftKey } from '../../components/flow/flow-drafts';
import { FlowFrame, type FlowPageProps } from '../../components/flow/flow-frame';
import { StepForm } from '../../components/flow/step-form';
import { useFlow } from '../../components/flow/use-flow';
import { FieldFrame } from '../../components/form/field-frame';
import { describedBy, errorId, fieldId, hintId } from '../../components/form/field-id';
import { QueryState } from '../../components/query-state';
import { ApiRequestError } from '../../lib/api-request-error';
import { useRouteParams } from '../../lib/current-page';
import { fileSize, DOCUMENT_TEXT as T } from './staff-document-text';
import { StaffShell } from './staff-shell';

interface TaskProps {
  article: StaffArticle;
  stored: DocumentFacts | null;
  /** the file chosen: the machine keeps its name and size, the screen its bytes */
  chosen: RefObject<File | null>;
  /** 0..1 of the upload under way (the check's, then the replacement's) */
  progress: number | null;
}
type DocumentProps = FlowPageProps<typeof staffDocumentReplaceMachine> & TaskProps;

/** /staff/articles/{id}/document, /step2, /step3 (editor): a magazine issue's or a report's PDF replaced. */
export function StaffDocumentReplaceScreen() {
  const id = Number(useRouteParams().articleId);
  return (
    <StaffShell title={staffRouteById('staff-article-document')?.title ?? ''} requires="editor">
      {(me) => <DocumentLoader id={id} owner={String(me.id)} />}
    </StaffShell>
  );
}

function DocumentLoader({ id, owner }: { id: number; owner: string }) {
  const article = useQuery(staffArticleQueries.one(id));
  const stored = useQuery(staffDocumentQueries.one(id));
  return (
    <QueryState query={article}>
      {(a) => <QueryState query={stored}>{(s) => <DocumentTask article={a} stored={s} owner={owner} />}</QueryState>}
    </QueryState>
  );
}

/** A refusal the machine shows by the step's field, as the server's 422 would be. */
const refusedFile = (message: string) =>
  new ApiRequestError(message, 422, { message, errors: { [DOCUMENT_FIELD]: [message] } });

function DocumentTask({
  article: loaded,
  stored,
  owner,
}: {
  article: StaffArticle;
  stored: DocumentFacts | null;
  owner: string;
}) {
  const queryClient = useQueryClient();
  // the task works on the article as it was read: the replacement's new version must not restart it
  const [article] = useState(loaded);
  const chosen = useRef<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const send = async <T,>(
    call: (file: File, opts: { onProgress: (f: number) => void; signal: AbortSignal }) => Promise<T>,
    signal: AbortSignal,
  ) => {
    const file = chosen.current;
    // a reload keeps the name of the file chosen, not its bytes: it is chosen again
    if (!file) throw refusedFile(DOCUMENT_MESSAGES.none);
    setProgress(0);
    try {
      return await call(file, { onProgress: setProgress, signal });
    } finally {
      setProgress(null);
    }
  };
  const flow = useFlow(staffDocumentReplaceMachine, {
    name: 'staff-document-replace',
    steps: DOCUMENT_TASK_STEPS,
    // by editor, article and the version it was read at: a newer version starts afresh
    draftKey: draftKey('staff-document-replace', owner, `${article.id}-v${article.version}`),
    base: `/staff/articles/${article.id}/document`,
    calls: {
      check: (_input: unknown, { signal }: { signal: AbortSignal }) =>
        send((file, opts) => checkDocument(article.id, file, opts), signal),
      submit: async (_input: unknown, { signal }: { signal: AbortSignal }) => {
        const replaced = await send((file, opts) => replaceDocument(article.id, file, article.version, opts), signal);
        queryClient.setQueryData(staffArticleQueries.one(article.id).queryKey, replaced.article);
        queryClient.setQueryData(staffDocumentQueries.one(article.id).queryKey, replaced.document);
        void queryClient.invalidateQueries({ queryKey: [...staffArticleQueries.all(), 'list'] });
        return replaced;
      },
    },
  });
  return (
    <>
      <p className="flow-form__note">{T.article(article.subject)}</p>
      <FlowFrame
        flow={flow}
        names={T.steps}
        screens={{ choosing: ChoosingStep, reviewing: ReviewingStep, done: DoneStep }}
        props={{ article, stored, chosen, progress }}
      />
    </>
  );
}

/** The upload's bar, as the form kit's upload field draws it. */
function UploadProgress({ name, fraction }: { name: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <ul className="upload-field__files">
      <li className="upload-field__file upload-field__file--uploading">
        <span className="upload-field__name">{name}</span>
        <progress className="upload-field__progress" max={100} value={percent} aria-label={T.uploading(name)} />
        <span className="upload-field__percent">{percent}%</span>
      </li>
    </ul>
  );
}

/** Step 1: the stored file, and the new one chosen; it goes out at once to be read. */
function ChoosingStep({ state, context, actor, stored, chosen, progress }: DocumentProps) {
  const name = DOCUMENT_FIELD;
  const uploading = state === 'uploading';
  return (
    <>
      <p>
        {T.current}：{stored ? T.facts(stored.file_name, fileSize(stored.size), stored.pages) : T.none}
      </p>
      {state === 'uploadFailed' ? (
        <RetryActions
          state="failed"
          problem={context.problem}
          onBack={() => actor.send({ type: 'step.back' })}
          onRetry={() => actor.send({ type: 'step.retry' })}
        />
      ) : (
        <StepForm schema={DocumentFileStepSchema} defaultValues={{} as never} order={[name]} next={T.upload} first>
          {(form) => {
            const error = form.formState.errors.file?.message;
            return (
              <>
                <FieldFrame
                  name={name}
                  label={T.file}
                  hint={`${T.fileHint}（PDF，${DOCUMENT_MAX_BYTES / 1024 / 1024} MB 以內）`}
                  error={error}
                  required
                >
                  <input
                    type="file"
                    id={fieldId(name)}
                    name={name}
                    accept="application/pdf,.pdf"
                    disabled={uploading}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy(hintId(name), error && errorId(name))}
                    onChange={(event) => {
                      const file = event.target.files?.[0] ?? null;
                      chosen.current = file;
                      form.setValue('file', file ? { name: file.name, size: file.size } : (undefined as never), {
                        shouldValidate: true,
                      });
                    }}
                  />
                </FieldFrame>
                {uploading && progress !== null && chosen.current && (
                  <UploadProgress name={chosen.current.name} fraction={progress} />
                )}
              </>
            );
          }}
        </StepForm>
      )}
    </>
  );
}

/** Step 2: the stored and the new file side by side; its button replaces. A failed replacement shows here with retry. */
function ReviewingStep({ context, state, actor, chosen, progress }: DocumentProps) {
  const flow = useFlowContext();
  const check = context.result as DocumentCheck | null;
  const before = check?.current ?? null;
  const after = check?.next ?? null;
  const rows: [string, string, string][] = [
    [T.fileName, before?.file_name ?? T.none, after?.file_name ?? ''],
    [T.size, before ? fileSize(before.size) : '—', after ? fileSize(after.size) : ''],
    [T.pages, before ? T.pageCount(before.pages) : '—', after ? T.pageCount(after.pages) : ''],
  ];
  return (
    <>
      <table className="audit-diff">
        <caption>{T.compareTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{T.compareField}</th>
            <th scope="col">{T.before}</th>
            <th scope="col">{T.after}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, a, b]) => (
            <tr key={label} className={a === b ? '' : 'audit-diff__changed'}>
              <th scope="row">{label}</th>
              <td>{a}</td>
              <td>{b}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {flow.busy && progress !== null && chosen.current && (
        <UploadProgress name={chosen.current.name} fraction={progress} />
      )}
      <TaskConfirm actor={actor} state={String(state)} busy={flow.busy} problem={context.problem} confirm={T.confirm} />
    </>
  );
}

/** Done: the file the article has now, and the ways on. */
function DoneStep({ context, article }: DocumentProps) {
  const replaced = context.result as DocumentReplaced | null;
  const doc = replaced?.document;
  return (
    <div className="flow-done" role="status">
      {doc && <p className="flow-done__lead">{T.done(doc.file_name, fileSize(doc.size), doc.pages)}</p>}
      <div className="flow-actions">
        <Link className="button button--primary" to={`/staff/articles/${article.id}`}>
          {T.backToArticle}
        </Link>
        <a className="button button--ghost" href={contentPath.document(article.id)} target="_blank" rel="noopener">
          {T.download}
        </a>
      </div>
    </div>
  );
}
