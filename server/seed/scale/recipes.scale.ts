import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes } from '../../db/tables/recipe.table';
import { insertInChunks, maxId, syncSerial } from './batch-insert';
import { magazineBody } from './magazine-body';
import { copiedId, copiedTitle, movedBack } from './scale-copy';

/** Copies 2..factor of every demo recipe, a week apart, with longer method texts. */
export async function copyRecipes(db: Db, factor: number): Promise<void> {
  const demo = await db.select().from(recipes).orderBy(asc(recipes.id));
  const stride = await maxId(db, 'recipes');
  for (let k = 2; k <= factor; k++) {
    const rows = demo.map((r) => ({
      ...r,
      id: copiedId(r.id, stride, k),
      subject: copiedTitle(r.subject, k, '版'),
      ...magazineBody(r.body, r.bodyText, r.id * 3 + k),
      cookMinutes: r.cookMinutes + ((k * 5) % 30),
      servings: 1 + ((r.servings + k) % 6),
      publishedAt: movedBack(r.publishedAt, k, 7),
      publishAt: r.publishAt ? movedBack(r.publishAt, k, 7) : null,
      createdAt: movedBack(r.createdAt, k, 7),
      updatedAt: movedBack(r.updatedAt, k, 7),
    }));
    await insertInChunks(db, recipes, rows, 200);
  }
  await syncSerial(db, 'recipes');
}
