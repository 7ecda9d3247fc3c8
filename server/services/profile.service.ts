import { eq, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../schemas/profile.schema';
import type { Db } from '../db/client';
import { members } from '../db/tables/member.table';
import { UnauthenticatedError } from '../domain/domain-errors';

const profileColumns = {
  outer_id: members.outerId,
  name: members.name,
  email: members.email,
  mobile: members.mobile,
  gender: members.gender,
  birthday: members.birthday,
  zip_code: members.zipCode,
  city: members.city,
  town: members.town,
  address: members.address,
  subscribe: members.subscribe,
};

/** A session outliving its member (account removed while signed in) is no login at all. */
const memberGone = () => new UnauthenticatedError(undefined, 'member of the session is gone');

const profileQuery = (db: Db) =>
  db
    .select(profileColumns)
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .limit(1)
    .prepare('profile_by_member_id');

/**
 * Every signed-in page asks for the profile: its query is built once per database, not per read
 * (building it took a tenth of the read on PGlite); PostgreSQL also keeps it planned per
 * connection under its name.
 */
const profileQueries = new WeakMap<Db, ReturnType<typeof profileQuery>>();

/** `GET /api/user/profile`: the caller's own profile. */
export async function getProfile(db: Db, memberId: number): Promise<Profile> {
  let query = profileQueries.get(db);
  if (!query) {
    query = profileQuery(db);
    profileQueries.set(db, query);
  }
  const [row] = await query.execute({ memberId });
  if (!row) throw memberGone();
  return row;
}

/** `POST /api/user/profile`: fields left out are kept; fields sent as null are cleared (see ProfileUpdateSchema). */
export async function updateProfile(db: Db, memberId: number, update: ProfileUpdate): Promise<Profile> {
  const [row] = await db
    .update(members)
    .set({
      name: update.name,
      mobile: update.mobile,
      gender: update.gender,
      birthday: update.birthday,
      zipCode: update.zip_code,
      city: update.city,
      town: update.town,
      address: update.address,
      subscribe: update.subscribe,
      updatedAt: sql`now()`,
    })
    .where(eq(members.id, memberId))
    .returning(profileColumns);
  if (!row) throw memberGone();
  return row;
}
