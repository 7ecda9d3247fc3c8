import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { routeById } from '../../../schemas/route-manifest';
import type { StaffProductInfo } from '../../../schemas/staff-catalogue.schema';
import { staffCatalogueQueries } from '../../api/staff-catalogue.queries';
import { LoadErrorState } from '../../components/load-error-state';
import { type ListFilterField, ListFilters } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { StaffTable } from '../../components/staff/staff-table';
import { UI_TEXT } from '../../lib/ui-text';
import { refusedFields } from './refused-fields';
import { CATALOGUE_TEXT } from './staff-catalogue-text';
import { StaffShell } from './staff-shell';

const T = CATALOGUE_TEXT.infos;
const TITLE = routeById('staff-product-infos')?.title ?? '';
const yesNo = (v: boolean) => (v ? CATALOGUE_TEXT.yes : CATALOGUE_TEXT.no);

const FILTERS: readonly ListFilterField[] = [{ name: 'q', label: CATALOGUE_TEXT.search, type: 'search' }];
const FILTER_NAMES = FILTERS.map((f) => f.name);

const COLUMNS: ColumnDef<StaffProductInfo, never>[] = [
  {
    id: 'brand',
    header: T.columns.brand,
    cell: ({ row }) => <Link to={`/staff/product-infos/${row.original.id}`}>{row.original.brand_name}</Link>,
    meta: { rowHeader: true },
  },
  { id: 'warranty', header: T.columns.warranty, cell: ({ row }) => yesNo(row.original.is_enable_warranty) },
  { id: 'verify_model', header: T.columns.verifyModel, cell: ({ row }) => yesNo(row.original.is_verify_model) },
  { id: 'verify_code', header: T.columns.verifyCode, cell: ({ row }) => yesNo(row.original.is_verify_code) },
  { id: 'models', header: T.columns.models, cell: ({ row }) => row.original.models_count },
];

/** /staff/product-infos (editor): each brand's rules for the service forms, in the brands' order. */
export function StaffProductInfosScreen() {
  return (
    <StaffShell title={TITLE} requires="editor">
      {() => <ProductInfoList />}
    </StaffShell>
  );
}

function ProductInfoList() {
  const { page, filters, setFilters } = useListParams(FILTER_NAMES);
  const list = useQuery({ ...staffCatalogueQueries.infoList({ page, ...filters }), placeholderData: keepPreviousData });
  const refused = list.isError ? refusedFields(list.error) : null;
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <div className="staff-section__head">
        <p className="staff-section__lead">{T.lead}</p>
      </div>
      <ListFilters fields={FILTERS} errors={refused} />
      {list.isPending ? (
        <div className="block-pending" aria-busy="true">
          <span className="visually-hidden">{UI_TEXT.loading}</span>
        </div>
      ) : refused ? null : list.isError ? (
        <LoadErrorState onRetry={() => void list.refetch()} />
      ) : (
        <StaffTable
          caption={T.caption}
          columns={COLUMNS}
          rows={list.data.data}
          rowId={(r) => String(r.id)}
          meta={list.data.meta}
          empty={{ title: T.emptyTitle, hint: T.emptyHint }}
          filtered={filtered}
          onClearFilters={() => setFilters({ q: '' })}
          busy={list.isFetching}
        />
      )}
    </>
  );
}
