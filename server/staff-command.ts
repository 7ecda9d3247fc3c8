import path from 'node:path';
import { STAFF_ROLES, type StaffRole, StaffRoleSchema } from '../schemas/staff-role.schema';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { DomainError, InvalidInputError } from './domain/domain-errors';
import { readEnv } from './env';
import { grantStaffFromCommand } from './services/staff-roles.service';

/**
 * `npm run staff -- grant <email> <role>[,<role>…]`: gives console roles to a member who has
 * signed in once, on the same database the server uses (DATABASE_URL, or DATA_DIR's PGlite,
 * which only one process may open: stop the server first). Recorded in the audit log.
 */
const USAGE = `usage: npm run staff -- grant <email> <${STAFF_ROLES.join('|')}>[,<role>…]`;

const [verb, email, roleList] = process.argv.slice(2);
if (verb !== 'grant' || !email || !roleList) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}
const roles: StaffRole[] = [];
for (const name of roleList.split(',')) {
  const parsed = StaffRoleSchema.safeParse(name.trim());
  if (!parsed.success) {
    process.stderr.write(`unknown role "${name}"\n${USAGE}\n`);
    process.exit(2);
  }
  roles.push(parsed.data);
}

const env = readEnv();
const lock = env.DATABASE_URL ? null : lockDataDir(env.DATA_DIR);
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: path.join(env.DATA_DIR, 'pglite') },
);
let code = 0;
try {
  await database.exclusive(() => database.migrate());
  const held = await grantStaffFromCommand(database.db, email, roles);
  process.stdout.write(`${email}: ${held.join(', ')}\n`);
} catch (err) {
  code = 1;
  const message =
    err instanceof InvalidInputError ? Object.values(err.fieldErrors).flat().join(' ') : (err as Error).message;
  process.stderr.write(`${err instanceof DomainError ? message : String(err)}\n`);
} finally {
  await database.close();
  lock?.release();
}
process.exit(code);
