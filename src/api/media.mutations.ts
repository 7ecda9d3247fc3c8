import { endpoints } from '../../schemas/api-endpoints';
import { dataEnvelope } from '../../schemas/api-envelope.schema';
import { type Media, type MediaKind, MediaSchema } from '../../schemas/media.schema';
import { uploadFile } from './upload';

const MediaListResponse = dataEnvelope(MediaSchema.array().min(1));

/**
 * One image to `path` (SPEC §7 `/user/upload_warranty_medias/{id}`, or `/user/medias/{kind}`
 * before the record exists), with progress; resolves with the stored image (re-encoded, its
 * owner-only url). A 422 rejects with the Traditional-Chinese reason in `ApiRequestError.data`.
 */
export async function uploadMedia(
  path: string,
  file: File,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Media> {
  const answer = MediaListResponse.parse(await uploadFile(path, file, opts));
  return answer.data[0] as Media;
}

/** The upload field's `upload` (UploadFn) for images of `kind` uploaded before their record exists. */
export const uploadMediaOfKind =
  (kind: MediaKind) => (file: File, opts: { onProgress: (fraction: number) => void; signal: AbortSignal }) =>
    uploadMedia(endpoints.userMedias(kind), file, opts);
