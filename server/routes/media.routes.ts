import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { MediaKindSchema, type StoredMediaKind } from '../../schemas/media.schema';
import { InvalidInputError } from '../domain/domain-errors';
import { validate } from '../http/validate';
import {
  FILES_FIELD,
  type IncomingFile,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  mediaJson,
  saveMemberImages,
} from '../services/media.service';
import type { MemberEnv } from './member-auth.middleware';

/** Room for the multipart framing and a few text fields around the largest allowed upload. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Put ahead of an upload handler: a body bigger than the largest allowed upload is refused while
 * it streams in (422 on `files`), before Hono buffers it to parse the form.
 */
export function mediaUploadLimit(limits = MEDIA_LIMITS) {
  return bodyLimit({
    maxSize: limits.maxFiles * limits.maxBytes + MULTIPART_OVERHEAD,
    onError: () => {
      throw InvalidInputError.on(FILES_FIELD, MEDIA_MESSAGES.tooLarge('上傳的檔案', limits.maxBytes));
    },
  });
}

/**
 * The files of a multipart upload: field `files` (what src/api/upload.ts sends), also `files[]`
 * and `file`. A body that is not a form gives none (the service then says to pick a picture).
 */
export async function readUploadedFiles(c: Context): Promise<IncomingFile[]> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) return [];
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw InvalidInputError.on(FILES_FIELD, MEDIA_MESSAGES.none);
  }
  const values = [FILES_FIELD, `${FILES_FIELD}[]`, 'file'].flatMap((key) => {
    const value = form[key];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  });
  const files = values.filter((v): v is File => v instanceof File);
  return Promise.all(files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })));
}

/**
 * The whole of an upload route after its own checks: reads the files, stores them for the calling
 * member (linked to `recordId` when given) and answers `{ data: Media[] }`. For the flows' SPEC §7
 * routes, e.g. in warranties.routes.ts:
 *
 *   .post('/upload_warranty_medias/:id', mediaUploadLimit(), validate('param', IdParam), async (c) => {
 *     const warranty = await findOwnWarranty(c.var.deps.db, c.var.member.id, c.req.valid('param').id);
 *     if (!warranty) throw new NotFoundError();
 *     return answerMediaUpload(c, 'warranty', warranty.id);
 *   })
 */
export async function answerMediaUpload<E extends MemberEnv>(c: Context<E>, kind: StoredMediaKind, recordId?: number) {
  const files = await readUploadedFiles(c);
  const { deps, member } = c.var;
  const rows = await saveMemberImages({ db: deps.db, storage: deps.mediaStorage }, member.id, kind, files, {
    recordId: recordId ?? null,
  });
  c.header('Cache-Control', 'no-store');
  return c.json({ data: rows.map(mediaJson) });
}

const KindParam = z.object({ kind: MediaKindSchema });

/**
 * `POST /api/user/medias/{kind}`: images uploaded while a form is being filled in, before its
 * record exists (the record links them with attachMedia when it is saved). Member-only by the
 * /api/user prefix guard (app.ts).
 */
export function mediaRoutes() {
  return new Hono<MemberEnv>().post('/medias/:kind', mediaUploadLimit(), validate('param', KindParam), (c) =>
    answerMediaUpload(c, c.req.valid('param').kind),
  );
}
