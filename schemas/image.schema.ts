import { z } from 'zod';

/**
 * Every picture of the content API: its address (`link`, SPEC §3 `image.link`) and its intrinsic
 * size, so the client can reserve the box before it loads (no layout shift), and a text alternative.
 */
export const ImageSchema = z.object({
  link: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type Image = z.infer<typeof ImageSchema>;
