import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { VersionedEdit } from './use-versioned-edit';

/**
 * The save of a console form over a versioned record (useVersionedEdit): a new record's save
 * creates it and goes to its own page (`page`), a stored one's updates it from the version the
 * editor started from and `onUpdated` takes the stored values into the form. A stored record goes
 * into the cache under `one`, and the `lists` showing it are fetched again. `remember` does the
 * cache's part alone (a record taken from a stale save's choice).
 */
export function useVersionedSave<R extends { id: number; version: number }, I>(
  edit: VersionedEdit<R>,
  {
    create,
    update,
    one,
    lists,
    page,
    onUpdated,
  }: {
    create: (input: I) => Promise<R>;
    update: (id: number, input: I & { version: number }) => Promise<R>;
    one: (id: number) => { queryKey: QueryKey };
    lists: readonly QueryKey[];
    /** a new record's page, and the state the address carries there */
    page: { to: (id: number) => string; state?: unknown };
    onUpdated: (saved: R) => void;
  },
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const remember = (saved: R) => {
    queryClient.setQueryData(one(saved.id).queryKey, saved);
    for (const queryKey of lists) void queryClient.invalidateQueries({ queryKey });
  };

  const submit = async (input: I) => {
    const stored = edit.stored;
    const saved = await edit.save((version) => (stored ? update(stored.id, { ...input, version }) : create(input)));
    if (!saved) return;
    remember(saved);
    if (!stored) navigate(page.to(saved.id), { state: page.state });
    else onUpdated(saved);
  };

  return { submit, remember };
}
