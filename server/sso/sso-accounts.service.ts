import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RegisterForm, SignInForm } from '../../schemas/sso-account.schema';
import type { Db } from '../db/client';
import { ssoAccounts } from '../db/tables/sso-account.table';
import { ssoAgreements } from '../db/tables/sso-agreement.table';
import { ssoPasswordResets } from '../db/tables/sso-password-reset.table';
import { ssoRegistrations } from '../db/tables/sso-registration.table';
import { currentLegalVersions } from '../services/legal-documents.service';
import { newSecretToken, sha256Hex } from '../services/secret-token';
import { DECOY_HASH, hashPassword, verifyPassword } from './password-hash';

export interface SsoAccount {
  id: number;
  subject: string;
  email: string;
  name: string;
  mobile: string;
}

const accountColumns = {
  id: ssoAccounts.id,
  subject: ssoAccounts.subject,
  email: ssoAccounts.email,
  name: ssoAccounts.name,
  mobile: ssoAccounts.mobile,
};

export const RESET_TTL_MINUTES = 30;

export const REGISTRATION_TTL_MINUTES = 24 * 60;

/**
 * A registration waits for its mailed link (`pending`, with the link's token); `taken` when the
 * email already has an account. The caller answers both the same way and mails the address.
 */
export async function startRegistration(
  db: Db,
  form: RegisterForm,
): Promise<{ status: 'pending'; token: string } | { status: 'taken'; account: SsoAccount }> {
  // hashed either way: how long the answer takes must not tell a known address from a new one
  const passwordHash = await hashPassword(form.password);
  const [existing] = await db.select(accountColumns).from(ssoAccounts).where(eq(ssoAccounts.email, form.email));
  if (existing) return { status: 'taken', account: existing };
  const token = newSecretToken();
  const versions = await currentLegalVersions(db);
  await db.insert(ssoRegistrations).values({
    email: form.email,
    name: form.name,
    mobile: form.mobile,
    passwordHash,
    tokenHash: sha256Hex(token),
    expiresAt: sql`now() + make_interval(mins => ${REGISTRATION_TTL_MINUTES})`,
    // the form's schema refuses a registration without the ticked box: this is that agreement, to
    // the versions published at this moment (a version published later is not what was agreed to)
    termsVersion: versions.terms,
    privacyVersion: versions.privacy,
    agreedAt: sql`now()`,
  });
  return { status: 'pending', token };
}

const pendingRegistration = (token: string) =>
  and(eq(ssoRegistrations.tokenHash, sha256Hex(token)), gt(ssoRegistrations.expiresAt, sql`now()`));

/** Is this registration link still good? Looking does not use it up (mail scanners open links). */
export async function isRegistrationPending(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ id: ssoRegistrations.id }).from(ssoRegistrations).where(pendingRegistration(token));
  return row !== undefined;
}

/**
 * The mailed link used: the account is created, once. Null for a used, expired or unknown link,
 * and when the address got an account meanwhile (through another link of the same address).
 */
export async function completeRegistration(db: Db, token: string): Promise<SsoAccount | null> {
  return db.transaction(async (tx) => {
    const [pending] = await tx.delete(ssoRegistrations).where(pendingRegistration(token)).returning();
    if (!pending) return null;
    // the address's other links die with this one
    await tx.delete(ssoRegistrations).where(eq(ssoRegistrations.email, pending.email));
    const [created] = await tx
      .insert(ssoAccounts)
      .values({
        subject: randomUUID(),
        email: pending.email,
        name: pending.name,
        mobile: pending.mobile,
        passwordHash: pending.passwordHash,
      })
      .onConflictDoNothing({ target: ssoAccounts.email })
      .returning(accountColumns);
    if (created && pending.termsVersion && pending.privacyVersion && pending.agreedAt) {
      await tx.insert(ssoAgreements).values({
        accountId: created.id,
        termsVersion: pending.termsVersion,
        privacyVersion: pending.privacyVersion,
        agreedAt: pending.agreedAt,
      });
    }
    return created ?? null;
  });
}

/**
 * The account for this email and password, or null. An unknown email is checked against a decoy
 * hash, so both failures take the same time.
 */
export async function authenticate(db: Db, form: SignInForm): Promise<SsoAccount | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: ssoAccounts.passwordHash })
    .from(ssoAccounts)
    .where(eq(ssoAccounts.email, form.email));
  const ok = await verifyPassword(form.password, row?.passwordHash ?? DECOY_HASH);
  if (!row || !ok) return null;
  const { passwordHash: _, ...account } = row;
  return account;
}

/** A one-time reset token for the account with this email (null when there is none). */
export async function createPasswordReset(
  db: Db,
  email: string,
): Promise<{ account: SsoAccount; token: string } | null> {
  const [account] = await db.select(accountColumns).from(ssoAccounts).where(eq(ssoAccounts.email, email));
  if (!account) return null;
  const token = newSecretToken();
  await db.insert(ssoPasswordResets).values({
    accountId: account.id,
    tokenHash: sha256Hex(token),
    expiresAt: sql`now() + make_interval(mins => ${RESET_TTL_MINUTES})`,
  });
  return { account, token };
}

const usable = (token: string) =>
  and(
    eq(ssoPasswordResets.tokenHash, sha256Hex(token)),
    isNull(ssoPasswordResets.usedAt),
    gt(ssoPasswordResets.expiresAt, sql`now()`),
  );

/** Is this reset link still good (unused, unexpired)? Looking does not use it up. */
export async function isResetTokenUsable(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ id: ssoPasswordResets.id }).from(ssoPasswordResets).where(usable(token));
  return row !== undefined;
}

/**
 * Sets the new password and uses the link up, in one transaction: of two submissions of the same
 * link, only one changes the password. Every other open link of the account dies with it.
 */
export async function resetPassword(db: Db, input: { token: string; password: string }): Promise<SsoAccount | null> {
  // a made-up link costs a lookup, not a password hash (scrypt is the expensive part)
  if (!(await isResetTokenUsable(db, input.token))) return null;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(ssoPasswordResets)
      .set({ usedAt: sql`now()` })
      .where(usable(input.token))
      .returning({ accountId: ssoPasswordResets.accountId });
    if (!used) return null;
    await tx
      .update(ssoPasswordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(ssoPasswordResets.accountId, used.accountId), isNull(ssoPasswordResets.usedAt)));
    const [account] = await tx
      .update(ssoAccounts)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(ssoAccounts.id, used.accountId))
      .returning(accountColumns);
    return account ?? null;
  });
}
