import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { StaffProductInfo } from '../../../schemas/staff-catalogue.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { staffCatalogueQueries } from '../../api/staff-catalogue.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { CATALOGUE_TEXT } from './staff-catalogue-text';
import { StaffList } from './staff-list';
import { StaffShell } from './staff-shell';

const T = CATALOGUE_TEXT.infos;
const TITLE = staffRouteById('staff-product-infos')?.title ?? '';
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
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const list = useQuery({ ...staffCatalogueQueries.infoList({ page, ...filters }), placeholderData: keepPreviousData });
  return (
    <StaffList
      lead={T.lead}
      fields={FILTERS}
      list={list}
      caption={T.caption}
      columns={COLUMNS}
      empty={{ title: T.emptyTitle, hint: T.emptyHint }}
      filtered={filtered}
      onClearFilters={clearFilters}
    />
  );
}
