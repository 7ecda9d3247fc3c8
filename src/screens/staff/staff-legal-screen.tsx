import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  LEGAL_KIND_LABELS,
  LEGAL_KINDS,
  type StaffLegalInput,
  StaffLegalInputSchema,
  type StaffLegalVersion,
} from '../../../schemas/legal-document.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { formatTaipei } from '../../../schemas/taipei-date';
import { legalQueries } from '../../api/legal.queries';
import { uploadContentPicture } from '../../api/staff-articles.mutations';
import { createLegalVersion, publishLegalVersion } from '../../api/staff-legal.mutations';
import { staffLegalQueries } from '../../api/staff-legal.queries';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { SelectField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { QueryState } from '../../components/query-state';
import { RichText } from '../../components/rich-text';
import { RichTextEditor } from '../../components/staff/rich-text-editor';
import '../../components/staff/staff-table.css';
import { refusedFields } from './refused-fields';
import { StaffDraftNotice } from './staff-draft-notice';
import { LEGAL_TEXT as T } from './staff-legal-text';
import { StaffShell } from './staff-shell';
import { useStaffDraft } from './use-staff-draft';

const KIND_OPTIONS = LEGAL_KINDS.map((k) => ({ value: k, label: LEGAL_KIND_LABELS[k] }));
const at = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');

/** /staff/legal (editor): the versions of the membership terms and the privacy policy, a new one, publishing it. */
export function StaffLegalScreen() {
  const [status, setStatus] = useState('');
  return (
    <StaffShell title={staffRouteById('staff-legal')?.title ?? ''} requires="editor">
      {() => (
        <>
          <p className="staff-section__lead">{T.lead}</p>
          <p className="form-status" role="status">
            {status}
          </p>
          <VersionList onStatus={setStatus} />
          <NewVersionForm onStatus={setStatus} />
        </>
      )}
    </StaffShell>
  );
}

function VersionList({ onStatus }: { onStatus: (s: string) => void }) {
  const versions = useQuery(staffLegalQueries.list());
  return (
    <section className="staff-section" aria-labelledby="legal-list-heading">
      <h2 className="staff-section__heading" id="legal-list-heading">
        {T.listHeading}
      </h2>
      <QueryState query={versions}>
        {(rows) => (
          <div className="staff-table">
            <div className="staff-table__scroll">
              <table className="staff-table__table">
                <caption className="visually-hidden">{T.listHeading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.columns.kind}</th>
                    <th scope="col">{T.columns.version}</th>
                    <th scope="col">{T.columns.status}</th>
                    <th scope="col">{T.columns.publishedAt}</th>
                    <th scope="col">{T.columns.createdBy}</th>
                    <th scope="col">{T.columns.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((v) => (
                    <VersionRow key={v.id} version={v} onStatus={onStatus} />
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}

function VersionRow({ version: v, onStatus }: { version: StaffLegalVersion; onStatus: (s: string) => void }) {
  const queryClient = useQueryClient();
  const kind = LEGAL_KIND_LABELS[v.kind];
  const publish = useMutation({
    mutationFn: () => publishLegalVersion(v.id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffLegalQueries.all() }),
        queryClient.invalidateQueries({ queryKey: legalQueries.current(v.kind).queryKey }),
      ]),
  });
  const status = v.current ? T.current : v.status === 'published' ? T.published : T.draft;
  return (
    <tr>
      <th scope="row">{kind}</th>
      <td>{v.version}</td>
      <td>{status}</td>
      <td>{v.published_at ? at(v.published_at) : '—'}</td>
      <td>{v.created_by ?? T.firstRelease}</td>
      <td>
        <details>
          <summary>
            {T.show}
            <span className="visually-hidden">
              {' '}
              {kind} {v.version}
            </span>
          </summary>
          <RichText html={v.body} />
        </details>
        {v.status === 'draft' && (
          <SubmitButton
            type="button"
            className="button button--primary"
            pending={publish.isPending}
            pendingLabel={T.publishing}
            onClick={() =>
              publish.mutate(undefined, {
                onSuccess: () => onStatus(T.published_(kind, v.version)),
                onError: () => onStatus(T.publishFailed),
              })
            }
          >
            {T.publish(kind, v.version)}
          </SubmitButton>
        )}
      </td>
    </tr>
  );
}

const EMPTY: StaffLegalInput = { kind: 'membership-terms', version: '', body: '' };

/** A new version as a draft: the form kit, the rich-text editor, the server's 422 by field. */
function NewVersionForm({ onStatus }: { onStatus: (s: string) => void }) {
  const queryClient = useQueryClient();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [failed, setFailed] = useState(false);
  const { form, summary } = useStepForm(StaffLegalInputSchema, {
    defaultValues: EMPTY,
    serverErrors,
    order: ['kind', 'version', 'body'],
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  // a new version is never a stored record's edit: one draft per editor, no version to keep
  const draft = useStaffDraft({ kind: 'legal', recordKey: 'new', version: 0, form });
  const onSubmit = handleSubmit(async (input) => {
    setServerErrors(null);
    setFailed(false);
    try {
      const created = await createLegalVersion(input);
      await draft.clear();
      await queryClient.invalidateQueries({ queryKey: staffLegalQueries.all() });
      reset(EMPTY);
      onStatus(T.saved(LEGAL_KIND_LABELS[created.kind], created.version));
    } catch (error) {
      const refused = refusedFields(error);
      if (refused) setServerErrors(refused);
      else setFailed(true);
    }
  });
  return (
    <section className="staff-section" aria-labelledby="legal-new-heading">
      <h2 className="staff-section__heading" id="legal-new-heading">
        {T.newHeading}
      </h2>
      <p>{T.newLead}</p>
      <StaffDraftNotice draft={draft} version={0} />
      <form className="staff-article__form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <ErrorSummary errors={summary} />
        <SelectField
          label={T.kind}
          {...register('kind')}
          options={KIND_OPTIONS}
          error={errors.kind?.message}
          required
        />
        <TextField
          label={T.version}
          {...register('version')}
          hint={T.versionHint}
          error={errors.version?.message}
          autoComplete="off"
          required
        />
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <RichTextEditor
              name="body"
              label={T.body}
              hint={T.bodyHint}
              required
              value={field.value ?? ''}
              onChange={field.onChange}
              upload={uploadContentPicture}
              error={fieldState.error?.message}
            />
          )}
        />
        {failed && (
          <p className="form-status form-status--failed" role="alert">
            {T.failedSave}
          </p>
        )}
        <SubmitButton pending={isSubmitting} pendingLabel={T.saving}>
          {T.save}
        </SubmitButton>
      </form>
    </section>
  );
}
