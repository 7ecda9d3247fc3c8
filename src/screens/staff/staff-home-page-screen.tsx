import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import type { HomeBlockKey } from '../../../schemas/home.schema';
import { PUBLICATION_LABELS } from '../../../schemas/publication.schema';
import { BANNER_DEVICES, type BannerDevice, type StaffHomeBanner } from '../../../schemas/staff-home.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { moveHomeBanner, orderHomeBanners, saveHomeBlock } from '../../api/staff-home.mutations';
import { staffHomeQueries } from '../../api/staff-home.queries';
import { QueryState } from '../../components/query-state';
import { StaffTable } from '../../components/staff/staff-table';
import { StatusTag } from '../../components/staff/status-tag';
import { ApiRequestError } from '../../lib/api-request-error';
import { BannerEditForm, BannerForm } from './banner-form';
import { BlockForm } from './block-form';
import { HOME_TEXT as T } from './staff-home-text';
import { StaffShell } from './staff-shell';
import './staff-home.css';

const TITLE = staffRouteById('staff-home')?.title ?? '';

/** /staff/home (editor): the carousels' banners (add, order, publish, take down) and the five home blocks. */
export function StaffHomePageScreen() {
  const [message, setMessage] = useState('');
  return (
    <StaffShell title={TITLE} requires="editor">
      {() => (
        <>
          <p className="staff-section__lead">{T.lead}</p>
          <p className="form-status" role="status">
            {message}
          </p>
          <Banners say={setMessage} />
          <Blocks />
        </>
      )}
    </StaffShell>
  );
}

function Banners({ say }: { say: (message: string) => void }) {
  const queryClient = useQueryClient();
  const banners = useQuery(staffHomeQueries.banners());
  // one form at a time: a new banner's, or one banner's edit
  const [open, setOpen] = useState<'new' | number | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffHomeQueries.banners().queryKey });

  /** One change at a time; a stale one reloads the list and says so. */
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    say('');
    try {
      say(await work());
    } catch (error) {
      say(error instanceof ApiRequestError && error.status === 409 ? T.stale : T.failed);
    } finally {
      await refresh();
      setBusy(false);
    }
  };
  const move = (banner: StaffHomeBanner, to: 'published' | 'unpublished') =>
    act(async () => {
      await moveHomeBanner(banner.id, { to, version: banner.version });
      return to === 'published' ? T.published(banner.subject) : T.takenDown(banner.subject);
    });
  const reorder = (device: BannerDevice, rows: readonly StaffHomeBanner[], from: number, to: number) =>
    act(async () => {
      const ids = rows.map((b) => b.id);
      const [moved] = ids.splice(from, 1);
      if (moved === undefined) return '';
      ids.splice(to, 0, moved);
      await orderHomeBanners(device, ids);
      return T.ordered;
    });

  const columnsFor = (device: BannerDevice, rows: readonly StaffHomeBanner[]): ColumnDef<StaffHomeBanner, never>[] => [
    {
      id: 'picture',
      header: T.columns.picture,
      cell: ({ row }) => (
        <img
          className="staff-banner__thumb"
          src={row.original.image.link}
          width={row.original.image.width}
          height={row.original.image.height}
          alt={row.original.image.alt}
          loading="lazy"
        />
      ),
    },
    { id: 'subject', header: T.columns.subject, cell: ({ row }) => row.original.subject, meta: { rowHeader: true } },
    {
      id: 'status',
      header: T.columns.status,
      cell: ({ row }) => <StatusTag status={row.original.status}>{PUBLICATION_LABELS[row.original.status]}</StatusTag>,
    },
    { id: 'link', header: T.columns.link, cell: ({ row }) => row.original.link ?? '' },
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
              aria-label={T.moveUp(b.subject)}
              onClick={() => reorder(device, rows, n, n - 1)}
            >
              {T.up}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy || n === rows.length - 1}
              aria-label={T.moveDown(b.subject)}
              onClick={() => reorder(device, rows, n, n + 1)}
            >
              {T.down}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={T.editing(b.subject)}
              onClick={() => setOpen(b.id)}
            >
              {T.edit}
            </button>
            {b.status === 'published' ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => move(b, 'unpublished')}
              >
                {T.takeDown}
              </button>
            ) : b.status === 'draft' || b.status === 'unpublished' ? (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => move(b, 'published')}
              >
                {T.publish}
              </button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <section className="staff-section" aria-labelledby="staff-banners-heading">
      <h2 className="staff-section__heading" id="staff-banners-heading">
        {T.bannersHeading}
      </h2>
      {open === 'new' ? (
        <section aria-labelledby="staff-banner-new-heading">
          <h3 id="staff-banner-new-heading">{T.addBannerHeading}</h3>
          <p className="staff-section__lead">{T.addBannerLead}</p>
          <BannerForm
            onCreated={(b) => {
              setOpen(null);
              say(T.created(b.subject));
              void refresh();
            }}
            onCancel={() => setOpen(null)}
          />
        </section>
      ) : (
        <button type="button" className="button button--primary" onClick={() => setOpen('new')}>
          {T.addBanner}
        </button>
      )}
      <QueryState query={banners}>
        {(all) => (
          <>
            {BANNER_DEVICES.map((device) => {
              const rows = all.filter((b) => b.device === device);
              return (
                <StaffTable
                  key={device}
                  caption={T.bannersCaption(T.devices[device])}
                  columns={columnsFor(device, rows)}
                  rows={rows}
                  rowId={(b) => String(b.id)}
                  empty={{ title: T.bannersEmptyTitle, hint: T.bannersEmptyHint }}
                  busy={busy}
                />
              );
            })}
            {typeof open === 'number' && all.some((b) => b.id === open) && (
              <BannerEdit
                banner={all.find((b) => b.id === open) as StaffHomeBanner}
                close={() => setOpen(null)}
                say={say}
                refresh={refresh}
              />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function BannerEdit({
  banner,
  close,
  say,
  refresh,
}: {
  banner: StaffHomeBanner;
  close: () => void;
  say: (message: string) => void;
  refresh: () => Promise<void>;
}) {
  return (
    <section aria-labelledby="staff-banner-edit-heading">
      <h3 id="staff-banner-edit-heading">{T.editing(banner.subject)}</h3>
      <BannerEditForm
        key={banner.version}
        banner={banner}
        onSaved={(saved) => {
          close();
          say(T.savedBanner(saved.subject));
          void refresh();
        }}
        onStale={() => {
          say(T.stale);
          void refresh();
        }}
        onCancel={close}
      />
    </section>
  );
}

function Blocks() {
  const queryClient = useQueryClient();
  const blocks = useQuery(staffHomeQueries.blocks());
  const [open, setOpen] = useState<HomeBlockKey | null>(null);
  return (
    <section className="staff-section" aria-labelledby="staff-blocks-heading">
      <h2 className="staff-section__heading" id="staff-blocks-heading">
        {T.blocksHeading}
      </h2>
      <QueryState query={blocks}>
        {(rows) => (
          <ul className="staff-blocks">
            {rows.map((block) => {
              const name = T.blockNames[block.key];
              return (
                <li key={block.key} className="staff-blocks__item">
                  <h3 className="staff-blocks__name">{name}</h3>
                  <p>{block.subject}</p>
                  {open === block.key ? (
                    <section aria-label={T.editing(name)}>
                      <BlockForm
                        record={block}
                        draft={{ kind: 'home-block', key: block.key }}
                        save={(input, version) => saveHomeBlock(block.key, { ...input, version })}
                        onSaved={() =>
                          void queryClient.invalidateQueries({ queryKey: staffHomeQueries.blocks().queryKey })
                        }
                        onCancel={() => setOpen(null)}
                      />
                    </section>
                  ) : (
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={T.editing(name)}
                      onClick={() => setOpen(block.key)}
                    >
                      {T.edit}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
