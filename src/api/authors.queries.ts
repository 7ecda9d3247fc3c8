import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import { api } from './http-client';

const authorSchemas = () => import('../../schemas/author.schema');

/** SPEC §7 `GET /article_authors/{id}`; the author's articles come from `/articles?author_id=`. */
export const authorQueries = {
  all: () => ['authors'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...authorQueries.all(), id],
      queryFn: async ({ signal }) =>
        (await api.get(endpoints.articleAuthor(id), () => authorSchemas().then((m) => m.AuthorResponse), { signal }))
          .data,
    }),
};
