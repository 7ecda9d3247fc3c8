import { Hono } from 'hono';
import { z } from 'zod';
import { LegalKindSchema } from '../../schemas/legal-document.schema';
import type { AppEnv } from '../app-env';
import { validate } from '../http/validate';
import { getCurrentLegalDocument } from '../services/legal-documents.service';

const KindParam = z.object({ kind: LegalKindSchema });

/** `GET /api/legal/{kind}`: the current published membership terms or privacy policy (the public pages). */
export function legalRoutes() {
  return new Hono<AppEnv>().get('/legal/:kind', validate('param', KindParam), async (c) =>
    c.json({ data: await getCurrentLegalDocument(c.var.deps.db, c.req.valid('param').kind) }),
  );
}
