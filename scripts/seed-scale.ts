// `npm run seed:scale -- --factor N`: an EMPTY database filled with N times the demo's content,
// members and orders (issue 26), to measure the site at an importer's real size. The database is
// the app's own: DATABASE_URL when set, else DATA_DIR/pglite as `npm start` opens it (stop the
// server first: a PGlite folder belongs to one process).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../server/db/client';
import { lockDataDir } from '../server/db/data-dir-lock';
import { readEnv } from '../server/env';
import { seedScale } from '../server/seed/scale/seed-scale';

const Args = z.object({
  factor: z.coerce.number().int('--factor must be a whole number').min(1).max(1000),
});

const { values } = parseArgs({ options: { factor: { type: 'string', default: '1' } } });
const parsed = Args.safeParse(values);
if (!parsed.success) {
  process.stderr.write(`seed:scale: ${parsed.error.issues.map((i) => i.message).join('; ')}\n`);
  process.exit(1);
}
const { factor } = parsed.data;
const env = readEnv();
const lock = env.DATABASE_URL ? null : lockDataDir(env.DATA_DIR);
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: path.join(env.DATA_DIR, 'pglite') },
);
const started = performance.now();
let code = 0;
try {
  await database.migrate();
  console.log(`seed:scale ×${factor} into ${database.kind === 'postgres' ? 'PostgreSQL' : path.resolve(env.DATA_DIR)}`);
  await seedScale(database.db, {
    factor,
    onStep: ({ step, ms }) => console.log(`  ${step.padEnd(14)} ${(ms / 1000).toFixed(1)} s`),
  });
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (err) {
  process.stderr.write(`seed:scale failed: ${(err as Error).message}\n`);
  code = 1;
} finally {
  await database.close();
  lock?.release();
}
process.exit(code);
