import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  LEGAL_KINDS,
  LEGAL_MESSAGES,
  type LegalDocument,
  type LegalKind,
  type StaffLegalInput,
  type StaffLegalVersion,
} from '../../schemas/legal-document.schema';
import { prepareRichText, sanitizeStoredHtml } from '../content/article-html';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/sql-errors';
import { legalDocuments } from '../db/tables/legal-document.table';
import { InvalidInputError, NotFoundError, StaleVersionError } from '../domain/domain-errors';
import { type AuditActor, recordAudit } from './audit-log.service';

/** The fixed pages a member agrees to, by version (issue 24): written by `editor`s, never rewritten. */

export const LEGAL_ENTITY = 'legal_document';

type Row = typeof legalDocuments.$inferSelect;

/** The kind's latest published version; a draft and an older version are not current. */
const currentOf = (db: Db, kind: LegalKind) =>
  db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), isNotNull(legalDocuments.publishedAt)))
    .orderBy(desc(legalDocuments.publishedAt), desc(legalDocuments.id))
    .limit(1);

/** `GET /api/legal/{kind}`: the version a member reads and agrees to now. */
export async function getCurrentLegalDocument(db: Db, kind: LegalKind): Promise<LegalDocument> {
  const [row] = await currentOf(db, kind);
  if (!row?.publishedAt) throw new NotFoundError();
  return {
    kind: row.kind,
    version: row.version,
    body: sanitizeStoredHtml(row.body),
    published_at: row.publishedAt.toISOString(),
  };
}

/**
 * The versions a registration agrees to at this moment (sso-accounts.service.ts records them).
 * Each kind has one from its table's first migration; a database without one is broken, not empty.
 */
export async function currentLegalVersions(db: Db): Promise<{ terms: string; privacy: string }> {
  const [terms, privacy] = await Promise.all(LEGAL_KINDS.map(async (kind) => (await currentOf(db, kind))[0]));
  if (!terms || !privacy) throw new Error('legal_documents: no published membership terms or privacy policy');
  return { terms: terms.version, privacy: privacy.version };
}

function toStaff(row: Row, currentId: number | null): StaffLegalVersion {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    body: sanitizeStoredHtml(row.body),
    status: row.publishedAt ? 'published' : 'draft',
    current: row.id === currentId,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_by: row.createdByEmail,
    created_at: row.createdAt.toISOString(),
  };
}

async function readVersion(db: Db, id: number): Promise<StaffLegalVersion | null> {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.id, id));
  if (!row) return null;
  const [current] = await currentOf(db, row.kind);
  return toStaff(row, current?.id ?? null);
}

/** `GET /api/staff/legal`: every version of each kind, newest first (drafts before published). */
export async function listLegalVersions(db: Db, kind?: LegalKind): Promise<StaffLegalVersion[]> {
  const rows = await db
    .select()
    .from(legalDocuments)
    .where(kind ? eq(legalDocuments.kind, kind) : undefined)
    .orderBy(asc(legalDocuments.kind), sql`${legalDocuments.publishedAt} desc nulls first`, desc(legalDocuments.id));
  const current = new Map<string, number>();
  for (const row of rows) if (row.publishedAt && !current.has(row.kind)) current.set(row.kind, row.id);
  return rows.map((row) => toStaff(row, current.get(row.kind) ?? null));
}

/** `POST /api/staff/legal`: a new version as a draft (nobody agrees to it until it is published). */
export async function createLegalVersion(
  db: Db,
  actor: AuditActor,
  input: StaffLegalInput,
): Promise<StaffLegalVersion> {
  const { body, bodyText } = prepareRichText(input.body);
  // the editor's HTML may be only what sanitising removes
  if (!bodyText) throw InvalidInputError.on('body', LEGAL_MESSAGES.body);
  return db
    .transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: legalDocuments.id })
        .from(legalDocuments)
        .where(and(eq(legalDocuments.kind, input.kind), eq(legalDocuments.version, input.version)));
      if (taken) throw InvalidInputError.on('version', LEGAL_MESSAGES.versionTaken);
      const [row] = await tx
        .insert(legalDocuments)
        .values({ kind: input.kind, version: input.version, body, createdBy: actor.id, createdByEmail: actor.email })
        .returning({ id: legalDocuments.id });
      if (!row) throw new Error('legal_documents insert returned nothing');
      const after = (await readVersion(tx, row.id)) as StaffLegalVersion;
      await recordAudit(tx, actor, {
        action: `${LEGAL_ENTITY}.create`,
        entity: LEGAL_ENTITY,
        entityId: row.id,
        before: null,
        after,
      });
      return after;
    })
    .catch((err: unknown) => {
      // two editors naming a version the same at once: the second is told by the field
      if (isUniqueViolation(err)) throw InvalidInputError.on('version', LEGAL_MESSAGES.versionTaken);
      throw err;
    });
}

/**
 * `POST /api/staff/legal/{id}/publish`: the draft becomes the current version of its kind; the
 * previous one stays, read-only, in the list (agreements name it). Publishing twice is refused
 * (409 with the version as it is now), so a double click publishes once.
 */
export async function publishLegalVersion(db: Db, actor: AuditActor, id: number): Promise<StaffLegalVersion> {
  return db.transaction(async (tx) => {
    const before = await readVersion(tx, id);
    if (!before) throw new NotFoundError(LEGAL_MESSAGES.notFound);
    const [moved] = await tx
      .update(legalDocuments)
      .set({ publishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(legalDocuments.id, id), sql`${legalDocuments.publishedAt} is null`))
      .returning({ id: legalDocuments.id });
    // someone published it meanwhile: 409 with it as it is now
    if (!moved) throw new StaleVersionError(before);
    const after = (await readVersion(tx, id)) as StaffLegalVersion;
    await recordAudit(tx, actor, {
      action: `${LEGAL_ENTITY}.publish`,
      entity: LEGAL_ENTITY,
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
