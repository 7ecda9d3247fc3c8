import { z } from 'zod';
import { boundedId } from './id-param.schema';

/** One uploaded file as a form keeps it (the warranty and gift flows' `medias`). */
export const UploadedMediaSchema = z.object({
  // the number the upload answered with (MediaSchema)
  id: boundedId('找不到上傳的圖片，請重新上傳。'),
  url: z.string().min(1),
  name: z.string(),
});
export type UploadedMedia = z.infer<typeof UploadedMediaSchema>;

/** What a member's upload is for: the record kind it will be attached to (server/media/). */
export const MEDIA_KINDS = ['warranty', 'gift', 'repair'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MediaKindSchema = z.enum(MEDIA_KINDS, { message: '請指定上傳圖片的用途。' });

/**
 * Pictures staff upload for published content (article bodies): the same pipeline as a member's,
 * but anyone may see them (GET /media/{id}/{name}). Never a kind a member may upload.
 */
export const CONTENT_MEDIA_KIND = 'content' as const;
export type StoredMediaKind = MediaKind | typeof CONTENT_MEDIA_KIND;

/** The image types an upload may be: each is re-encoded as itself (GIF and AVIF as PNG and JPEG). */
export const MEDIA_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/** An uploaded image as the API answers it: the form's fields plus what a thumbnail needs. */
export const MediaSchema = UploadedMediaSchema.extend({
  id: z.number().int(),
  content_type: z.enum(MEDIA_CONTENT_TYPES),
  byte_size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
});
export type Media = z.infer<typeof MediaSchema>;

/** Per file and per request (the server's rule; the upload field says it before sending). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_FILES = 10;
/** What the upload field's `accept` lists (the server decides by the bytes, not by this). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
