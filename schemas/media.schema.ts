import { z } from 'zod';

/** One uploaded file as a form keeps it (the warranty and gift flows' `medias`). */
export const UploadedMediaSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  url: z.string().min(1),
  name: z.string(),
});
export type UploadedMedia = z.infer<typeof UploadedMediaSchema>;
