import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BLOCK_PAGES, type BlockPage } from '../../../schemas/page-block.schema';
import type { StaffPageBlock } from '../../../schemas/staff-page-block.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { createPageBlock, deletePageBlock, orderPageBlocks, savePageBlock } from '../../api/staff-home.mutations';
import { staffHomeQueries } from '../../api/staff-home.queries';
import { QueryState } from '../../components/query-state';
import { StaffTable } from '../../components/staff/staff-table';
import { ApiRequestError } from '../../lib/api-request-error';
import { BlockForm } from './block-form';
import { HOME_TEXT as H, PAGES_TEXT as T } from './staff-home-text';
import { StaffShell } from './staff-shell';
import './staff-home.css';

const TITLE = staffRouteById('staff-pages')?.title ?? '';
const pageOf = (value: string | null): BlockPage =>
  (BLOCK_PAGES as readonly string[]).includes(value ?? '') ? (value as BlockPage) : 'sustainability';

/** /staff/pages?page= (editor): each block page's sections, edited, added, ordered and removed. */
export function StaffPagesScreen() {
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  return (
    <StaffShell title={TITLE} requires="editor">
      {() => (
        <>
          <p className="staff-section__lead">{T.lead}</p>
          <nav aria-label={T.pagePicker}>
            <ul className="staff-tabs">
              {BLOCK_PAGES.map((p) => (
                <li key={p}>
                  <Link to={`/staff/pages?page=${p}`} aria-current={p === page ? 'page' : undefined}>
                    {T.pages[p]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <PageSections key={page} page={page} />
        </>
      )}
    </StaffShell>
  );
}

type Open = { kind: 'new' } | { kind: 'edit'; id: number } | null;

function PageSections({ page }: { page: BlockPage }) {
  const queryClient = useQueryClient();
  const blocks = useQuery(staffHomeQueries.pageBlocks(page));
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffHomeQueries.pageBlocks(page).queryKey });

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setMessage('');
    try {
      setMessage(await work());
    } catch (error) {
      setMessage(error instanceof ApiRequestError && error.status === 409 ? H.stale : H.failed);
    } finally {
      await refresh();
      setBusy(false);
    }
  };
  const reorder = (rows: readonly StaffPageBlock[], from: number, to: number) =>
    act(async () => {
      const ids = rows.map((b) => b.id);
      const [moved] = ids.splice(from, 1);
      if (moved === undefined) return '';
      ids.splice(to, 0, moved);
      await orderPageBlocks(page, ids);
      return H.ordered;
    });
  const remove = (block: StaffPageBlock) => {
    if (!window.confirm(T.confirmRemove(block.subject))) return;
    void act(async () => {
      await deletePageBlock(block.id, block.version);
      if (open?.kind === 'edit' && open.id === block.id) setOpen(null);
      return T.removed(block.subject);
    });
  };

  const columnsFor = (rows: readonly StaffPageBlock[]): ColumnDef<StaffPageBlock, never>[] => [
    { id: 'key', header: T.columns.key, cell: ({ row }) => row.original.key },
    { id: 'subject', header: T.columns.subject, cell: ({ row }) => row.original.subject, meta: { rowHeader: true } },
    { id: 'items', header: T.columns.items, cell: ({ row }) => row.original.items.length },
    {
      id: 'actions',
      header: T.columns.actions,
      cell: ({ row }) => {
        const b = row.original;
        const n = row.index;
        return (
          <div className="staff-row-actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={busy || n === 0}
              aria-label={H.moveUp(b.subject)}
              onClick={() => reorder(rows, n, n - 1)}
            >
              {H.up}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy || n === rows.length - 1}
              aria-label={H.moveDown(b.subject)}
              onClick={() => reorder(rows, n, n + 1)}
            >
              {H.down}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={H.editing(b.subject)}
              onClick={() => setOpen({ kind: 'edit', id: b.id })}
            >
              {H.edit}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => remove(b)}>
              {T.remove}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <section className="staff-section" aria-labelledby="staff-page-sections-heading">
      <h2 className="staff-section__heading" id="staff-page-sections-heading">
        {T.caption(T.pages[page])}
      </h2>
      <p className="form-status" role="status">
        {message}
      </p>
      {open?.kind !== 'new' && (
        <button type="button" className="button button--primary" onClick={() => setOpen({ kind: 'new' })}>
          {T.addBlock}
        </button>
      )}
      <QueryState query={blocks}>
        {(rows) => {
          const editing = open?.kind === 'edit' ? rows.find((b) => b.id === open.id) : undefined;
          return (
            <>
              {open?.kind === 'new' && (
                <section aria-labelledby="staff-section-new-heading">
                  <h3 id="staff-section-new-heading">{T.addBlockHeading}</h3>
                  <BlockForm
                    record={null}
                    withKey
                    withItems
                    draft={{ kind: 'page-block', key: `new-${page}` }}
                    save={({ key, ...input }) => createPageBlock({ ...input, page, key: key ?? '' })}
                    onSaved={(created) => {
                      setOpen({ kind: 'edit', id: created.id });
                      void refresh();
                    }}
                    onCancel={() => setOpen(null)}
                  />
                </section>
              )}
              <StaffTable
                caption={T.caption(T.pages[page])}
                columns={columnsFor(rows)}
                rows={rows}
                rowId={(b) => String(b.id)}
                empty={{ title: T.emptyTitle, hint: T.emptyHint }}
                busy={busy}
              />
              {editing && (
                <section aria-labelledby="staff-section-edit-heading">
                  <h3 id="staff-section-edit-heading">{H.editing(editing.subject)}</h3>
                  <BlockForm
                    key={editing.id}
                    record={editing}
                    withItems
                    draft={{ kind: 'page-block', key: String(editing.id) }}
                    save={({ key: _key, ...input }, version) => savePageBlock(editing.id, { ...input, version })}
                    onSaved={() => void refresh()}
                    onCancel={() => setOpen(null)}
                  />
                </section>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
