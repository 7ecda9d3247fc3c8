import { z } from 'zod';
import { ImageSchema } from './image.schema';

export const AuthorRefSchema = z.object({ id: z.number().int(), name: z.string(), link: z.string() });
export type AuthorRef = z.infer<typeof AuthorRefSchema>;

/** `/api/article_authors/{id}`: the author page; the articles come from `/api/articles?author_id=`. */
export const AuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  avatar: ImageSchema.nullable(),
  articles_count: z.number().int(),
  link: z.string(),
});
export type Author = z.infer<typeof AuthorSchema>;
export const AuthorResponse = z.object({ data: AuthorSchema });
