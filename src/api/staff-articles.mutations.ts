import type { PublicationMove } from '../../schemas/publication.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import type { StaffArticle, StaffArticleInput, StaffArticleUpdate } from '../../schemas/staff-article.schema';
import { api, type MutationOptions } from './http-client';
import { uploadMedia } from './media.mutations';
import { StaffArticleResponse } from './staff-articles.queries';

/** `POST /api/staff/articles`: a new draft. A 422 rejects with the field messages. */
export async function createArticle(input: StaffArticleInput, { signal }: MutationOptions = {}): Promise<StaffArticle> {
  return (await api.post(staffEndpoints.staffArticles(), StaffArticleResponse, { body: input, signal })).data;
}

/**
 * `PUT /api/staff/articles/{id}` from the version the editor started with. A 409 rejects with the
 * article as another editor left it in `ApiRequestError.data.current` (StaffArticleConflictSchema).
 */
export async function saveArticle(
  id: number,
  input: StaffArticleUpdate,
  { signal }: MutationOptions = {},
): Promise<StaffArticle> {
  return (await api.put(staffEndpoints.staffArticle(id), StaffArticleResponse, { body: input, signal })).data;
}

/** `POST /api/staff/articles/{id}/publication`: publish now, schedule, take down, back to draft. */
export async function moveArticlePublication(
  id: number,
  move: PublicationMove,
  { signal }: MutationOptions = {},
): Promise<StaffArticle> {
  return (await api.post(staffEndpoints.staffArticlePublication(id), StaffArticleResponse, { body: move, signal }))
    .data;
}

/** A picture for a body, stored public (POST /api/staff/media). */
export const uploadContentPicture = (file: File, opts: { onProgress: (f: number) => void; signal: AbortSignal }) =>
  uploadMedia(staffEndpoints.staffMedia(), file, opts);
