import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { GiftClaimListQuery, GiftPurchaseCheckSchema, GiftSubmissionSchema } from '../../schemas/gift-apply.schema';
import { IdParam } from '../../schemas/id-param.schema';
import type { AppDeps } from '../app-env';
import { InvalidInputError, NotFoundError } from '../domain/domain-errors';
import { withLinks } from '../http/page-links';
import { validate } from '../http/validate';
import { verifyCaptcha } from '../services/captcha.service';
import { checkGiftPurchase, findOwnGiftClaim, pageGiftClaims, submitGiftClaim } from '../services/gift-claims.service';
import { enforceRateLimits } from '../services/rate-limit.service';
import { answerMediaUpload, mediaUploadLimit } from './media.routes';
import { type MemberEnv, requireMember } from './member-auth.middleware';
import { clientIp } from './request-info';

/** The gift form names its captcha answer `token` (SPEC §3): its refusals are said on that field. */
const captchaOnToken = (deps: AppDeps) => async (answer: string) => {
  try {
    await verifyCaptcha(deps, answer);
  } catch (err) {
    if (err instanceof InvalidInputError) throw new InvalidInputError({ token: Object.values(err.fieldErrors).flat() });
    throw err;
  }
};

/** A member may ask this often whether a purchase can claim (a person asks once per step 1 sent). */
export const GIFT_PURCHASE_CHECKS_PER_HOUR = 60;

/**
 * The purchase check tells whether an invoice was claimed: counted per member, refused ones too,
 * so that it cannot be used to sweep invoice numbers (429 with Retry-After past the limit).
 */
const purchaseCheckLimit = createMiddleware<MemberEnv>(async (c, next) => {
  await enforceRateLimits(c.var.deps.db, [
    {
      key: `giftPurchaseCheck:member:${c.var.member.id}`,
      limit: GIFT_PURCHASE_CHECKS_PER_HOUR,
      windowSeconds: 60 * 60,
    },
  ]);
  await next();
});

/**
 * `POST /api/submit_gift_event` (SPEC §7): members only, like every gift page (SPEC §6).
 * `POST /api/check_gift_purchase`: asked when the claim's step 1 is sent (one claim per invoice,
 * the event's channels, window and minimum), so the member hears it there and not at the end.
 */
export function giftSubmitRoutes() {
  return new Hono<MemberEnv>()
    .post(
      '/check_gift_purchase',
      requireMember,
      purchaseCheckLimit,
      validate('json', GiftPurchaseCheckSchema),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ data: await checkGiftPurchase({ db: c.var.deps.db }, c.req.valid('json')) });
      },
    )
    .post('/submit_gift_event', requireMember, validate('json', GiftSubmissionSchema), async (c) => {
      const deps = c.var.deps;
      const claim = await submitGiftClaim(
        { db: deps.db, verifyCaptcha: captchaOnToken(deps), clientIp: clientIp(c) },
        c.req.valid('json'),
        c.var.member.id,
      );
      return c.json({ data: claim });
    });
}

/**
 * Under the /user guard: `GET /api/user/gift_claims`, the caller's own claims and their state;
 * `POST /api/user/upload_gift_medias/{id}` (SPEC §7), more photos for one of the caller's claims
 * (another member's claim is 404). Photos for a claim being filled in go to `/user/medias/gift`.
 */
export function giftClaimRoutes() {
  return new Hono<MemberEnv>()
    .get('/gift_claims', validate('query', GiftClaimListQuery), async (c) => {
      const claims = await pageGiftClaims(c.var.deps.db, c.var.member.id, c.req.valid('query'));
      c.header('Cache-Control', 'no-store');
      return c.json(withLinks(claims, c.req.url));
    })
    .post('/upload_gift_medias/:id', mediaUploadLimit(), validate('param', IdParam), async (c) => {
      const claim = await findOwnGiftClaim(c.var.deps.db, c.var.member.id, c.req.valid('param').id);
      if (!claim) throw new NotFoundError();
      return answerMediaUpload(c, 'gift', claim.id);
    });
}
