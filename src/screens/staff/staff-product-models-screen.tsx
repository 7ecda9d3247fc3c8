import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { StaffProductModel } from '../../../schemas/staff-catalogue.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { BRANDS_PAGE, staffCatalogueQueries } from '../../api/staff-catalogue.queries';
import type { ListFilterField } from '../../components/staff/list-filters';
import { useListParams } from '../../components/staff/list-params';
import { CATALOGUE_TEXT } from './staff-catalogue-text';
import { StaffList } from './staff-list';
import { StaffShell } from './staff-shell';

const T = CATALOGUE_TEXT.models;
const TITLE = staffRouteById('staff-product-models')?.title ?? '';
const yesNo = (v: boolean) => (v ? CATALOGUE_TEXT.yes : CATALOGUE_TEXT.no);
const FILTER_NAMES = ['q', 'brand_id'] as const;

const COLUMNS: ColumnDef<StaffProductModel, never>[] = [
  {
    id: 'subject',
    header: T.columns.subject,
    cell: ({ row }) => <Link to={`/staff/product-models/${row.original.id}`}>{row.original.subject}</Link>,
    meta: { rowHeader: true },
  },
  { id: 'brand', header: T.columns.brand, cell: ({ row }) => row.original.brand.name },
  { id: 'verify_code', header: T.columns.verifyCode, cell: ({ row }) => yesNo(row.original.is_verify_code) },
  {
    id: 'code_pattern',
    header: T.columns.pattern,
    cell: ({ row }) => (row.original.code_pattern ? <code>{row.original.code_pattern}</code> : '—'),
  },
  { id: 'deep_clean', header: T.columns.deepClean, cell: ({ row }) => yesNo(row.original.is_deep_clean) },
  { id: 'items', header: T.columns.items, cell: ({ row }) => row.original.items.length },
];

/** /staff/product-models (editor): every brand's models, by brand, filtered through the address. */
export function StaffProductModelsScreen() {
  return (
    <StaffShell title={TITLE} requires="editor">
      {() => <ProductModelList />}
    </StaffShell>
  );
}

function ProductModelList() {
  const { page, filters, filtered, clearFilters } = useListParams(FILTER_NAMES);
  const brands = useQuery(staffCatalogueQueries.infoList(BRANDS_PAGE));
  const list = useQuery({
    ...staffCatalogueQueries.modelList({ page, ...filters }),
    placeholderData: keepPreviousData,
  });
  const fields: readonly ListFilterField[] = [
    { name: 'q', label: T.filters.q, type: 'search' },
    {
      name: 'brand_id',
      label: T.filters.brand,
      options: (brands.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.brand_name })),
    },
  ];
  return (
    <StaffList
      lead={T.lead}
      create={{ to: '/staff/product-models/new', label: T.create }}
      // the brand select's options come with the brands: drawn once they are there
      fields={brands.isPending ? null : fields}
      list={list}
      caption={T.caption}
      columns={COLUMNS}
      empty={{ title: T.emptyTitle, hint: T.emptyHint }}
      filtered={filtered}
      onClearFilters={clearFilters}
    />
  );
}
