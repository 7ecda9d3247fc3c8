import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  STAFF_DRAFT_MAX_BYTES,
  STAFF_DRAFT_MESSAGES,
  STAFF_DRAFT_ROLES,
  StaffDraftParamSchema,
  StaffDraftPutSchema,
} from '../../schemas/staff-draft.schema';
import { holdsRole } from '../../schemas/staff-role.schema';
import { ForbiddenError, InvalidInputError } from '../domain/domain-errors';
import { validate } from '../http/validate';
import { discardDraft, draftState, saveDraft } from '../services/staff-drafts.service';
import type { StaffEnv } from './staff-auth.middleware';

/** The role a draft's record takes: the same as editing the record itself. */
const mayEdit = (staff: StaffEnv['Variables']['staff'], kind: keyof typeof STAFF_DRAFT_ROLES) => {
  if (!holdsRole(staff.roles, [STAFF_DRAFT_ROLES[kind]])) throw new ForbiddenError();
};

/** `/api/staff/drafts/{kind}/{key}`: the edit forms' autosaved drafts (schemas/staff-draft.schema.ts). */
export function staffDraftRoutes() {
  return new Hono<StaffEnv>()
    .get('/drafts/:kind/:key', validate('param', StaffDraftParamSchema), async (c) => {
      const target = c.req.valid('param');
      mayEdit(c.var.staff, target.kind);
      return c.json({ data: await draftState(c.var.deps.db, target, c.var.staff.id) });
    })
    .put(
      '/drafts/:kind/:key',
      validate('param', StaffDraftParamSchema),
      // refused while it streams in, before it is parsed: a draft is a form's values, never megabytes
      bodyLimit({
        maxSize: STAFF_DRAFT_MAX_BYTES + 4 * 1024,
        onError: () => {
          throw InvalidInputError.on('data', STAFF_DRAFT_MESSAGES.tooLarge);
        },
      }),
      validate('json', StaffDraftPutSchema),
      async (c) => {
        const target = c.req.valid('param');
        mayEdit(c.var.staff, target.kind);
        await saveDraft(c.var.deps.db, target, c.var.staff.id, c.req.valid('json'));
        return c.body(null, 204);
      },
    )
    .delete('/drafts/:kind/:key', validate('param', StaffDraftParamSchema), async (c) => {
      const target = c.req.valid('param');
      mayEdit(c.var.staff, target.kind);
      await discardDraft(c.var.deps.db, target, c.var.staff.id);
      return c.body(null, 204);
    });
}
