import { eq, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../schemas/profile.schema';
import type { Db } from '../db/client';
import { members } from '../db/tables/member.table';

export interface IdentityClaims {
  outerId: string;
  name: string | null;
  email: string | null;
  mobile: string | null;
}

/**
 * The member behind a verified id_token, created at first login. The sign-in service owns the
 * email, so it is refreshed every login; name and mobile are only filled in while the member's
 * own are empty, so edits made on the profile page survive the next login.
 */
export async function upsertMember(db: Db, claims: IdentityClaims): Promise<{ id: number }> {
  const [row] = await db
    .insert(members)
    .values({
      outerId: claims.outerId,
      name: claims.name ?? '',
      email: claims.email,
      mobile: claims.mobile,
    })
    .onConflictDoUpdate({
      target: members.outerId,
      set: {
        email: sql`coalesce(excluded.email, ${members.email})`,
        name: sql`coalesce(nullif(${members.name}, ''), excluded.name)`,
        mobile: sql`coalesce(${members.mobile}, excluded.mobile)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: members.id });
  if (!row) throw new Error('member upsert returned no row');
  return row;
}

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

/** Null when the member is gone (deleted while a session was still open). */
export async function getProfile(db: Db, memberId: number): Promise<Profile | null> {
  const [row] = await db.select(profileColumns).from(members).where(eq(members.id, memberId)).limit(1);
  return row ?? null;
}

/** Fields left out are kept; fields sent as null are cleared (see ProfileUpdateSchema). */
export async function updateProfile(db: Db, memberId: number, update: ProfileUpdate): Promise<Profile | null> {
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
  return row ?? null;
}
