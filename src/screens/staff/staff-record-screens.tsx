import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { StaffShell } from './staff-shell';

/** A console page that writes records: every one of them is an editor's. */
const REQUIRES = 'editor';

const titleOf = (route: string) => staffRouteById(route)?.title ?? '';

/** A record's 'new' page (`/staff/articles/new`): the shell titled by its route, then the empty form. */
export function StaffNewRecordScreen({ route, children }: { route: string; children: () => ReactNode }) {
  return (
    <StaffShell title={titleOf(route)} requires={REQUIRES}>
      {() => children()}
    </StaffShell>
  );
}

/**
 * A stored record's page (`/staff/articles/{id}`): its id from the address param, the record
 * loaded (`one`), then its form.
 */
export function StaffRecordScreen<R extends { id: number }, K extends QueryKey>({
  route,
  param,
  one,
  children,
}: {
  route: string;
  param: string;
  one: (id: number) => UseQueryOptions<R, Error, R, K>;
  children: (record: R) => ReactNode;
}) {
  const id = Number(useRouteParams()[param]);
  return (
    <StaffShell title={titleOf(route)} requires={REQUIRES}>
      {() => <RecordLoader query={one(id)}>{children}</RecordLoader>}
    </StaffShell>
  );
}

function RecordLoader<R extends { id: number }, K extends QueryKey>({
  query,
  children,
}: {
  query: UseQueryOptions<R, Error, R, K>;
  children: (record: R) => ReactNode;
}) {
  const record = useQuery(query);
  // keyed by the record: another record's address starts a fresh form, not the last one's typing
  return <QueryState query={record}>{(r) => <Fragment key={r.id}>{children(r)}</Fragment>}</QueryState>;
}
