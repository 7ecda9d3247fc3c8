import { endpoints } from '../../schemas/api-endpoints';
import { type GiftClaim, GiftClaimResponse, type GiftSubmission } from '../../schemas/gift-apply.schema';
import { type UploadedMedia, UploadedMediaSchema } from '../../schemas/media.schema';
import { api } from './http-client';
import { uploadFile } from './upload';

/** `POST /api/submit_gift_event`: a 422 rejects with the refused fields (ApiRequestError.data.errors). */
export async function submitGiftClaim(
  input: GiftSubmission,
  options: { signal?: AbortSignal } = {},
): Promise<GiftClaim> {
  return (await api.post(endpoints.submitGiftEvent(), GiftClaimResponse, { body: input, signal: options.signal })).data;
}

/** `POST /api/user/upload_gift_medias/{id}`: one photo for a claim of that gift event, with progress. */
export async function uploadGiftMedia(
  giftEventId: number,
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<UploadedMedia> {
  const answer = await uploadFile(endpoints.uploadGiftMedias(giftEventId), file, options);
  const parsed = UploadedMediaSchema.safeParse((answer as { data?: unknown } | null)?.data);
  if (!parsed.success) throw new Error('upload answer not understood');
  return parsed.data;
}
