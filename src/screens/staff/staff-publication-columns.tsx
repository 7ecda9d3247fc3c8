import type { ColumnDef } from '@tanstack/react-table';
import { PUBLICATION_LABELS, PUBLICATION_STATES, type PublicationState } from '../../../schemas/publication.schema';
import { formatTaipei } from '../../../schemas/taipei-date';
import type { ListFilterField } from '../../components/staff/list-filters';
import { StatusTag } from '../../components/staff/status-tag';

const at = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');

/** The state filter of a list of published content; `any` heads the options when the list has it. */
export const statusFilter = (label: string, any?: string): ListFilterField => {
  const states = PUBLICATION_STATES.map((s) => ({ value: s, label: PUBLICATION_LABELS[s] }));
  return { name: 'status', label, options: any === undefined ? states : [{ value: '', label: any }, ...states] };
};

/** A row's state in the life cycle, as a tag. */
export const statusColumn = <Row extends { status: PublicationState }>(header: string): ColumnDef<Row, never> => ({
  id: 'status',
  header,
  cell: ({ row }) => <StatusTag status={row.original.status}>{PUBLICATION_LABELS[row.original.status]}</StatusTag>,
});

/** When a row went live, or is set to (sortable: the server orders drafts last). */
export const publishedAtColumn = <
  Row extends { status: PublicationState; published_at: string | null; publish_at: string | null },
>(text: {
  header: string;
  scheduledAt: (at: string) => string;
  notYet: string;
}): ColumnDef<Row, never> => ({
  id: 'published_at',
  header: text.header,
  enableSorting: true,
  cell: ({ row }) =>
    row.original.status === 'scheduled' && row.original.publish_at
      ? text.scheduledAt(at(row.original.publish_at))
      : row.original.published_at
        ? at(row.original.published_at)
        : text.notYet,
});

/** When a row was last saved, in Taipei time. */
export const updatedAtColumn = <Row extends { updated_at: string }>(
  header: string,
  { sortable }: { sortable: boolean },
): ColumnDef<Row, never> => ({
  id: 'updated_at',
  header,
  ...(sortable ? { enableSorting: true } : {}),
  cell: ({ row }) => <time dateTime={row.original.updated_at}>{at(row.original.updated_at)}</time>,
});
