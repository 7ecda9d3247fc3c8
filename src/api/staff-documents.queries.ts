import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '../../schemas/api-envelope.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { DocumentFactsSchema } from '../../schemas/staff-document.schema';
import { api } from './http-client';
import { staffArticleQueries } from './staff-articles.queries';

const FactsResponse = dataEnvelope(DocumentFactsSchema.nullable());

/** A magazine issue's or a report's stored PDF (name, size, pages), under the article's key. */
export const staffDocumentQueries = {
  one: (articleId: number) =>
    queryOptions({
      queryKey: [...staffArticleQueries.all(), 'document', articleId],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffArticleDocument(articleId), FactsResponse, { signal })).data,
    }),
};
