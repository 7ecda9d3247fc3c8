import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ForgotPasswordFormSchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
  SignInFormSchema,
} from '../../schemas/sso-account.schema';
import type { AppEnv } from '../app-env';
import { validationError } from '../http/api-errors';
import { readFormFields } from '../http/form-fields';
import type { MailMessage } from '../mail/mailer';
import { loginNonceFor } from '../routes/login-nonce';
import { clientIp, siteOrigin } from '../routes/request-info';
import { currentLegalVersions } from '../services/legal-documents.service';
import { clearRateLimit, hitRateLimits, RATE_LIMIT_MESSAGE, rulesFor } from '../services/rate-limit.service';
import { endSessionsOfSubject } from '../services/sessions.service';
import { keyEncryption } from './key-encryption';
import { parseBanner, safeReturnTo, withLogin } from './return-to';
import { publishedJwks, signIdToken } from './signing-keys.service';
import {
  authenticate,
  completeRegistration,
  createPasswordReset,
  isRegistrationPending,
  isResetTokenUsable,
  REGISTRATION_TTL_MINUTES,
  RESET_TTL_MINUTES,
  resetPassword,
  type SsoAccount,
  startRegistration,
} from './sso-accounts.service';
import { csrfToken, isCsrfSafe } from './sso-csrf';
import {
  carry,
  confirmRegistrationPage,
  type FormState,
  forgotPage,
  messagePage,
  type PageContext,
  registerPage,
  resetPage,
  signInPage,
} from './sso-pages';
import { SSO_TEXT as T } from './sso-texts';

type Ctx = Context<AppEnv>;
type Fields = Record<string, string>;

/** the shape of the links' tokens (secret-token.ts): anything else is not worth a query */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The page's context from the query (GET) or the form (POST); the return address checked here. */
function pageContext(c: Ctx, source: Fields): PageContext {
  const back = safeReturnTo(source.return_to, siteOrigin(c));
  return { csrf: csrfToken(c), returnTo: back.pathname + back.search + back.hash, banner: parseBanner(source.banner) };
}

/** The posted form; the CSRF check before every handler has already refused one that is unreadable. */
async function formFields(c: Ctx): Promise<Fields> {
  return (await readFormFields(c)) ?? {};
}

const errorsOf = (issues: Parameters<typeof validationError>[0]) => validationError(issues).errors ?? {};

/** A form page, also for refusals: a 4xx status that still shows the form with its messages. */
function page(
  c: Ctx,
  markup: ReturnType<typeof signInPage>,
  status: 200 | 400 | 401 | 403 | 409 | 410 | 422 | 429 = 200,
) {
  return c.html(markup, status);
}

function tooMany(c: Ctx, retryAfterSeconds: number, render: (state: FormState) => ReturnType<typeof signInPage>) {
  c.header('Retry-After', String(retryAfterSeconds));
  return page(c, render({ formError: RATE_LIMIT_MESSAGE(retryAfterSeconds) }), 429);
}

/** Mail goes out in the background: how long it takes must not tell who has an account. */
function sendLater(c: Ctx, message: MailMessage) {
  const { mailer, log } = c.var.deps;
  void mailer.send(message).catch((err: unknown) => log.error(err, 'sending mail failed'));
}

/** Signed in: back to the site with SPEC §4's `outer_id` and `id_token`. */
async function returnSignedIn(c: Ctx, ctx: PageContext, account: SsoAccount) {
  const origin = siteOrigin(c);
  const idToken = await signIdToken(
    c.var.deps.db,
    {
      issuer: `${origin}/sso`,
      audience: c.var.deps.env.SSO_AUDIENCE,
      subject: account.subject,
      claims: { name: account.name, email: account.email, phone_number: account.mobile },
      nonce: loginNonceFor(c),
    },
    keyEncryption(c.var.deps.env),
  );
  return c.redirect(withLogin(safeReturnTo(ctx.returnTo, origin), account.subject, idToken), 303);
}

/**
 * The sign-in service (mounted at /sso): the site's stand-in for an external single sign-on,
 * with its own account store, pages and key pair (DESIGN "Identity").
 */
export function ssoRoutes() {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    await next();
    // pages carry CSRF tokens (and the reset page its link's token): never cache them
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.post('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('Payload Too Large', 413) }));
  // every form post: same origin and the double-submit token, before anything is read or counted
  app.post('*', async (c, next) => {
    const posted = await readFormFields(c);
    if (!posted) {
      const ctx = pageContext(c, {});
      return page(
        c,
        messagePage(ctx, T.signIn.title, T.badForm, { href: `/sso/login${carry(ctx)}`, label: T.signIn.title }),
        400,
      );
    }
    const fields = posted;
    if (isCsrfSafe(c, fields._csrf)) return next();
    const ctx = pageContext(c, fields);
    return page(
      c,
      messagePage(ctx, T.signIn.title, T.csrf, { href: `/sso/login${carry(ctx)}`, label: T.signIn.title }),
      403,
    );
  });

  app.get('/', (c) => c.redirect(`/sso/login${carry(pageContext(c, c.req.query()))}`));

  app.get('/.well-known/jwks.json', async (c) => {
    const jwks = await publishedJwks(c.var.deps.db, keyEncryption(c.var.deps.env));
    // verifiers may keep it for five minutes (jose refetches on an unknown kid anyway)
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(jwks);
  });

  app.get('/.well-known/openid-configuration', (c) => {
    const issuer = `${siteOrigin(c)}/sso`;
    return c.json({
      issuer,
      authorization_endpoint: `${issuer}/login`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      response_types_supported: ['id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      claims_supported: ['sub', 'name', 'email', 'phone_number'],
    });
  });

  // ---- sign in
  app.get('/login', (c) => {
    const ctx = pageContext(c, c.req.query());
    return page(c, signInPage(ctx, { notice: c.req.query('notice') === 'reset' ? T.reset.done : undefined }));
  });

  app.post('/login', async (c) => {
    const fields = await formFields(c);
    const ctx = pageContext(c, fields);
    const values = { email: fields.email ?? '' };
    const parsed = SignInFormSchema.safeParse(fields);
    if (!parsed.success) {
      return page(c, signInPage(ctx, { values, errors: errorsOf(parsed.error.issues), formError: T.formError }), 422);
    }
    const { db } = c.var.deps;
    const rules = rulesFor('signIn', clientIp(c), parsed.data.email);
    const verdict = await hitRateLimits(db, rules);
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterSeconds, (s) => signInPage(ctx, { values, ...s }));
    const account = await authenticate(db, parsed.data);
    if (!account) return page(c, signInPage(ctx, { values, formError: T.signIn.failed }), 401);
    if (rules[0]) await clearRateLimit(db, rules[0]);
    return returnSignedIn(c, ctx, account);
  });

  // ---- register
  app.get('/register', async (c) =>
    page(c, registerPage(pageContext(c, c.req.query()), await currentLegalVersions(c.var.deps.db))),
  );

  app.post('/register', async (c) => {
    const fields = await formFields(c);
    const ctx = pageContext(c, fields);
    const values = {
      name: fields.name ?? '',
      email: fields.email ?? '',
      mobile: fields.mobile ?? '',
      agree: fields.agree === 'on' ? 'on' : '',
    };
    const parsed = RegisterFormSchema.safeParse(fields);
    const versions = await currentLegalVersions(c.var.deps.db);
    if (!parsed.success) {
      return page(
        c,
        registerPage(ctx, versions, { values, errors: errorsOf(parsed.error.issues), formError: T.formError }),
        422,
      );
    }
    const { db } = c.var.deps;
    const verdict = await hitRateLimits(db, rulesFor('register', clientIp(c), parsed.data.email));
    if (!verdict.allowed)
      return tooMany(c, verdict.retryAfterSeconds, (s) => registerPage(ctx, versions, { values, ...s }));
    const result = await startRegistration(db, parsed.data);
    // Either way a mail to the address, and the same page: the form tells no one which emails exist.
    if (result.status === 'taken') {
      const forgot = `${siteOrigin(c)}/sso/forgot${carry(ctx)}`;
      sendLater(c, {
        to: result.account.email,
        subject: T.mail.takenSubject,
        text: T.mail.takenBody(result.account.name, forgot),
      });
    } else {
      const link = `${siteOrigin(c)}/sso/register/confirm${carry(ctx, { token: result.token })}`;
      sendLater(c, {
        to: parsed.data.email,
        subject: T.mail.confirmSubject,
        text: T.mail.confirmBody(parsed.data.name, link, REGISTRATION_TTL_MINUTES / 60),
      });
    }
    return page(c, registerPage(ctx, versions, { notice: T.register.sent }));
  });

  // ---- the mailed registration link: a page with a button, then the account and back to the site
  const registrationExpired = (c: Ctx, ctx: PageContext) =>
    page(
      c,
      messagePage(ctx, T.confirm.title, T.confirm.invalid, {
        href: `/sso/register${carry(ctx)}`,
        label: T.confirm.again,
      }),
      410,
    );

  app.get('/register/confirm', async (c) => {
    const ctx = pageContext(c, c.req.query());
    const token = c.req.query('token') ?? '';
    if (!TOKEN_FORMAT.test(token) || !(await isRegistrationPending(c.var.deps.db, token))) {
      return registrationExpired(c, ctx);
    }
    return page(c, confirmRegistrationPage(ctx, token));
  });

  app.post('/register/confirm', async (c) => {
    const fields = await formFields(c);
    const ctx = pageContext(c, fields);
    const token = fields.token ?? '';
    if (!TOKEN_FORMAT.test(token)) return registrationExpired(c, ctx);
    const account = await completeRegistration(c.var.deps.db, token);
    if (!account) return registrationExpired(c, ctx);
    return returnSignedIn(c, ctx, account);
  });

  // ---- forgotten password
  app.get('/forgot', (c) => page(c, forgotPage(pageContext(c, c.req.query()))));

  app.post('/forgot', async (c) => {
    const fields = await formFields(c);
    const ctx = pageContext(c, fields);
    const values = { email: fields.email ?? '' };
    const parsed = ForgotPasswordFormSchema.safeParse(fields);
    if (!parsed.success) {
      return page(c, forgotPage(ctx, { values, errors: errorsOf(parsed.error.issues), formError: T.formError }), 422);
    }
    const { db } = c.var.deps;
    const verdict = await hitRateLimits(db, rulesFor('passwordReset', clientIp(c), parsed.data.email));
    if (!verdict.allowed) return tooMany(c, verdict.retryAfterSeconds, (s) => forgotPage(ctx, { values, ...s }));
    const reset = await createPasswordReset(db, parsed.data.email);
    if (reset) {
      const link = `${siteOrigin(c)}/sso/reset${carry(ctx, { token: reset.token })}`;
      sendLater(c, {
        to: reset.account.email,
        subject: T.mail.resetSubject,
        text: T.mail.resetBody(reset.account.name, link, RESET_TTL_MINUTES),
      });
    }
    // the same answer whether or not the address has an account
    return page(c, forgotPage(ctx, { notice: T.forgot.sent }));
  });

  // ---- new password (from the mailed link)
  const linkExpired = (c: Ctx, ctx: PageContext) =>
    page(
      c,
      messagePage(ctx, T.reset.title, T.reset.invalid, { href: `/sso/forgot${carry(ctx)}`, label: T.reset.again }),
      410,
    );

  app.get('/reset', async (c) => {
    const ctx = pageContext(c, c.req.query());
    const token = c.req.query('token') ?? '';
    if (!token || token.length > 200 || !(await isResetTokenUsable(c.var.deps.db, token))) return linkExpired(c, ctx);
    return page(c, resetPage(ctx, token));
  });

  app.post('/reset', async (c) => {
    const fields = await formFields(c);
    const ctx = pageContext(c, fields);
    const parsed = ResetPasswordFormSchema.safeParse(fields);
    if (!parsed.success) {
      const errors = errorsOf(parsed.error.issues);
      if (errors.token) return linkExpired(c, ctx);
      return page(c, resetPage(ctx, fields.token ?? '', { errors, formError: T.formError }), 422);
    }
    const { db } = c.var.deps;
    const verdict = await hitRateLimits(db, rulesFor('newPassword', clientIp(c), parsed.data.token.slice(0, 16)));
    if (!verdict.allowed) {
      return tooMany(c, verdict.retryAfterSeconds, (s) => resetPage(ctx, parsed.data.token, s));
    }
    const account = await resetPassword(db, parsed.data);
    if (!account) return linkExpired(c, ctx);
    await endSessionsOfSubject(db, account.subject);
    return c.redirect(`/sso/login${carry(ctx, { notice: 'reset' })}`, 303);
  });

  return app;
}
