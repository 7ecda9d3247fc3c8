import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  StaffGrantSchema,
  type StaffMe,
  type StaffPerson,
  type StaffRole,
} from '../../../schemas/staff-role.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { grantStaffRoles, setStaffRoles } from '../../api/staff.mutations';
import { staffQueries } from '../../api/staff.queries';
import { ErrorSummary } from '../../components/form/error-summary';
import { SubmitButton } from '../../components/form/submit-button';
import { CheckboxGroupField, TextField } from '../../components/form/text-field';
import { useStepForm } from '../../components/form/use-step-form';
import { QueryState } from '../../components/query-state';
import { StaffTable } from '../../components/staff/staff-table';
import { refusedFields } from './refused-fields';
import { StaffShell } from './staff-shell';
import { PEOPLE_TEXT as T } from './staff-text';

const TITLE = staffRouteById('staff-people')?.title ?? '';
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** /staff/people (admin): who holds which role, each person's roles changed in place, roles granted by email. */
export function StaffPeopleScreen() {
  return (
    <StaffShell title={TITLE} requires="admin">
      {(me) => (
        <>
          <GrantForm />
          <PeopleList me={me} />
        </>
      )}
    </StaffShell>
  );
}

/** `POST /api/staff/people`: the form kit, StaffGrantSchema, the server's 422/409 messages by their fields. */
function GrantForm() {
  const queryClient = useQueryClient();
  const grant = useMutation({
    mutationFn: grantStaffRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueries.people().queryKey }),
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string[]> | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'granted'; email: string } | { kind: 'failed' } | null>(null);
  const { form, summary } = useStepForm(StaffGrantSchema, {
    defaultValues: { email: '', roles: [] },
    serverErrors,
    order: ['email', 'roles'],
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(
    async (input) => {
      setOutcome(null);
      setServerErrors(null);
      try {
        await grant.mutateAsync(input);
        reset({ email: '', roles: [] });
        setOutcome({ kind: 'granted', email: input.email });
      } catch (error) {
        const refused = refusedFields(error);
        if (refused) setServerErrors(refused);
        else setOutcome({ kind: 'failed' });
      }
    },
    () => setOutcome(null),
  );

  return (
    <section className="staff-section" aria-labelledby="staff-grant-heading">
      <h2 className="staff-section__heading" id="staff-grant-heading">
        {T.grantHeading}
      </h2>
      <p className="staff-section__lead">{T.grantLead}</p>
      <form className="staff-grant" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <ErrorSummary errors={summary} />
        <TextField
          label={T.email}
          {...register('email')}
          type="email"
          autoComplete="off"
          hint={T.emailHint}
          error={errors.email?.message}
          required
        />
        <Controller
          control={control}
          name="roles"
          render={({ field, fieldState }) => (
            <CheckboxGroupField
              label={T.roles}
              name="roles"
              options={ROLE_OPTIONS}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              required
            />
          )}
        />
        <p className="form-status" role="status">
          {outcome?.kind === 'granted' ? T.granted(outcome.email) : ''}
        </p>
        {outcome?.kind === 'failed' && (
          <p className="form-status form-status--failed" role="alert">
            {T.failed}
          </p>
        )}
        <SubmitButton pending={isSubmitting} pendingLabel={T.granting}>
          {T.grant}
        </SubmitButton>
      </form>
    </section>
  );
}

function PeopleList({ me }: { me: StaffMe }) {
  const people = useQuery({ ...staffQueries.people(), placeholderData: keepPreviousData });
  const columns: ColumnDef<StaffPerson, never>[] = [
    { id: 'name', header: T.name, cell: ({ row }) => row.original.name, meta: { rowHeader: true } },
    { id: 'email', header: T.email, cell: ({ row }) => row.original.email ?? '' },
    {
      id: 'roles',
      header: T.roles,
      cell: ({ row }) => <PersonRoles person={row.original} self={row.original.id === me.id} />,
    },
  ];
  return (
    <section className="staff-section" aria-labelledby="staff-people-heading">
      <h2 className="staff-section__heading" id="staff-people-heading">
        {T.listCaption}
      </h2>
      <QueryState query={people}>
        {(rows) => (
          <StaffTable
            caption={T.listCaption}
            columns={columns}
            rows={rows}
            rowId={(person) => String(person.id)}
            empty={{ title: T.emptyTitle, hint: T.emptyHint }}
            busy={people.isFetching}
          />
        )}
      </QueryState>
    </section>
  );
}

/**
 * One person's roles: a box per role, saved together with a button (`PUT …/roles`, the whole set).
 * Nobody changes their own (the server refuses it too); a 409 (the last admin) stands by the boxes.
 */
function PersonRoles({ person, self }: { person: StaffPerson; self: boolean }) {
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<StaffRole[]>(person.roles);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const save = useMutation({
    mutationFn: setStaffRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueries.people().queryKey }),
  });
  const id = useId();
  const legendId = `${id}-legend`;
  const noteId = `${id}-note`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setMessage(null);
    save.mutate(
      { id: person.id, roles },
      {
        onSuccess: () => setMessage({ kind: 'saved', text: T.saved }),
        onError: (error) => setMessage({ kind: 'error', text: refusedFields(error)?.roles?.[0] ?? T.failed }),
      },
    );
  };
  const toggle = (role: StaffRole, checked: boolean) =>
    setRoles((held) => STAFF_ROLES.filter((r) => (r === role ? checked : held.includes(r))));
  const note = self ? T.ownRoles : message?.kind === 'error' ? message.text : null;

  return (
    <form className="staff-person-roles" noValidate onSubmit={submit} aria-busy={save.isPending}>
      <fieldset
        className={`staff-person-roles__set ${message?.kind === 'error' ? 'form-field--error' : ''}`.trim()}
        aria-describedby={note ? noteId : undefined}
        aria-invalid={message?.kind === 'error' ? true : undefined}
        disabled={self}
      >
        <legend className="visually-hidden" id={legendId}>
          {T.rolesOf(person.name)}
          {self ? T.you : ''}
        </legend>
        {STAFF_ROLES.map((role) => (
          <span className="form-field__choice" key={role}>
            <input
              type="checkbox"
              id={`${id}-${role}`}
              checked={roles.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
            <label htmlFor={`${id}-${role}`}>{STAFF_ROLE_LABELS[role]}</label>
          </span>
        ))}
      </fieldset>
      {note && (
        <p className={message?.kind === 'error' ? 'form-field__error' : 'form-field__hint'} id={noteId}>
          {note}
        </p>
      )}
      {!self && (
        <div className="staff-person-roles__actions">
          <SubmitButton
            className="staff-person-roles__save"
            pending={save.isPending}
            pendingLabel={T.saving}
            aria-label={`${T.save}：${person.name}`}
          >
            {T.save}
          </SubmitButton>
          <span className="form-status" role="status">
            {message?.kind === 'saved' ? message.text : ''}
          </span>
        </div>
      )}
    </form>
  );
}
