import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import type { LegalKind } from '../../schemas/legal-document.schema';
import { api } from './http-client';

const legalSchemas = () => import('../../schemas/legal-document.schema');

/** `/api/legal/{kind}`: the current published membership terms or privacy policy. */
export const legalQueries = {
  all: () => ['legal'] as const,
  current: (kind: LegalKind) =>
    queryOptions({
      queryKey: [...legalQueries.all(), kind],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.legal(kind), () => legalSchemas().then((m) => m.LegalDocumentResponse), { signal }))
          .data,
    }),
};
