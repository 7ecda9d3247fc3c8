import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv, AppPayments, Logger, SessionLookup } from './app-env';
import type { Db } from './db/client';
import { contentChangesOf } from './db/content-changes';
import { allowedHosts, OIDC_AUTHORIZE_PATH, readEnv } from './env';
import { API_MESSAGES, toApiErrorResponse } from './http/api-errors';
import { unexpectedErrorEntry } from './http/error-log';
import { hostGuard } from './http/host-guard';
import { publicCache } from './http/public-cache';
import { securityHeaders } from './http/security-headers';
import { createMailer, type Mailer, outboxDir } from './mail/mailer';
import type { MediaStorage } from './media/media-storage';
import { mediaStorageFor } from './media/media-storage-for';
import { PAYABLE_OWNERS } from './payments/payable-owners';
import { fetchForm, fetchNotify, gatewayFromEnv } from './payments/payment-config';
import { paymentRoutes } from './payments/payments.routes';
import { sandboxRoutes } from './payments/sandbox.routes';
import { articleRoutes } from './routes/articles.routes';
import { authRoutes } from './routes/auth.routes';
import { captchaRoutes } from './routes/captcha.routes';
import { contactRoutes } from './routes/contact.routes';
import { documentRoutes } from './routes/documents.routes';
import { eventOrderRoutes } from './routes/event-orders.routes';
import { eventRoutes } from './routes/events.routes';
import { flowEventRoutes } from './routes/flow-events.routes';
import { giftClaimRoutes, giftSubmitRoutes } from './routes/gift-claims.routes';
import { giftEventRoutes } from './routes/gift-events.routes';
import { homeRoutes } from './routes/home.routes';
import { inhomeRoutes } from './routes/inhome.routes';
import { legalRoutes } from './routes/legal.routes';
import { locationRoutes } from './routes/locations.routes';
import { mediaRoutes } from './routes/media.routes';
import { mediaFileRoutes } from './routes/media-file.routes';
import { requireMember } from './routes/member-auth.middleware';
import { oidcRoutes } from './routes/oidc.routes';
import { optionRoutes } from './routes/options.routes';
import { profileRoutes } from './routes/profile.routes';
import { recipeRoutes } from './routes/recipes.routes';
import { repairRoutes } from './routes/repairs.routes';
import { searchRoutes } from './routes/search.routes';
import { serviceOptionRoutes } from './routes/service-options.routes';
import { sessionRoutes } from './routes/sessions.routes';
import { siteRoutes } from './routes/site.routes';
import { staffRoutes } from './routes/staff.routes';
import { subscriptionRoutes, unsubscribeRoutes } from './routes/subscriptions.routes';
import { ticketRoutes } from './routes/tickets.routes';
import { userOrderRoutes } from './routes/user-orders.routes';
import { waitlistRoutes } from './routes/waitlist.routes';
import { warrantyRoutes } from './routes/warranties.routes';
import { sessionLookup } from './services/sessions.service';
import { SERVER_ERROR_HTML } from './spa/error-page';
import { pageRoutes } from './spa/page.routes';
import { type EntryServer, pageRendererFor } from './spa/page-renderer';
import type { SpaAssets } from './spa/spa-assets';
import { htmlResponse } from './spa/static-response';
import { ssoRoutes } from './sso/sso.routes';
import { type TicketSigner, ticketSignerFromEnv } from './tickets/ticket-signer';

export interface CreateAppOptions {
  db: Db;
  env?: Partial<AppDeps['env']>;
  /** the built SPA; without it pages answer from a minimal template (API tests) */
  spa?: SpaAssets | null;
  /** the public pages' server renderer (dist-ssr/, server/spa/page-renderer.ts); without it the browser renders them */
  renderer?: EntryServer | null;
  /** default: the sessions table */
  sessions?: SessionLookup;
  /** default: SMTP_URL, or .eml files in DATA_DIR/outbox */
  mailer?: Mailer;
  /** default: the store MEDIA_STORE names (a folder in DATA_DIR/media, or the database) */
  mediaStorage?: MediaStorage;
  log?: Logger;
  /** default: the gateway PAYMENT_GATEWAY names, every registered owner, notifies over HTTP */
  payments?: Partial<AppPayments>;
  /** default: TICKET_SIGNING_KEY, or in development the key kept in DATA_DIR */
  tickets?: TicketSigner;
  /** addresses a sitemap file at most; default the protocol's 50,000 (tests page with a few) */
  sitemapUrlLimit?: number;
  /** more route groups under /api, ahead of its 404 (tests mount probe routes here) */
  extraApi?: readonly Hono<AppEnv>[];
}

/** No token names a session: everyone is a guest (tests of guest behaviour). */
export const noSessions: SessionLookup = { findMember: async () => null };

const silentLog: Logger = { info() {}, warn() {}, error() {} };

/** The schema's own defaults (production), so tests and tools need to name only what they change. */
const DEFAULT_ENV: AppDeps['env'] = readEnv({});

/** JSON bodies are forms, not files: anything bigger is a mistake or an attack. */
const MAX_JSON_BYTES = 1024 * 1024;

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export function createApp(options: CreateAppOptions) {
  const env = { ...DEFAULT_ENV, ...options.env };
  // as readEnv does: with an external provider, guests start their sign-in at the site's own
  // authorization-code flow unless told otherwise
  if (options.env?.SSO_ISSUER && !options.env.SSO_LOGIN_URL) env.SSO_LOGIN_URL = OIDC_AUTHORIZE_PATH;
  // throws in production when neither PUBLIC_URL nor ALLOWED_HOSTS says where links may point
  const hosts = allowedHosts(env);
  const deps: AppDeps = {
    db: options.db,
    env,
    sessions: options.sessions ?? sessionLookup(options.db),
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: env.SMTP_URL, outboxDir: outboxDir(env.DATA_DIR), from: env.MAIL_FROM }),
    mediaStorage: options.mediaStorage ?? mediaStorageFor(env, options.db),
    log: options.log ?? silentLog,
    payments: {
      gateway: options.payments?.gateway ?? gatewayFromEnv(env),
      owners: options.payments?.owners ?? PAYABLE_OWNERS,
      deliverNotify: options.payments?.deliverNotify ?? fetchNotify,
      postForm: options.payments?.postForm ?? fetchForm,
    },
    tickets: options.tickets ?? ticketSignerFromEnv(env),
    request: async (url, init) => app.request(url, init),
  };
  const app = new Hono<AppEnv>();

  app.use('*', hostGuard(hosts));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    '*',
    securityHeaders({ formOrigins: env.PAYMENT_GATEWAY === 'ecpay' ? [new URL(env.ECPAY_CHECKOUT_URL).origin] : [] }),
  );
  app.use('*', requestId());
  // public GET answers as encoded bytes until the content changes (docs/decisions/public-cache.md)
  app.use('*', publicCache({ changes: contentChangesOf(options.db) }));

  app.onError((err, c) => {
    const logError = (e: unknown) => deps.log.error(unexpectedErrorEntry(e, c), 'unhandled error');
    if (isApiPath(c.req.path)) return toApiErrorResponse(err, c, logError);
    logError(err);
    return htmlResponse(SERVER_ERROR_HTML, 500, c.req.header('accept-encoding'));
  });
  app.notFound((c) =>
    isApiPath(c.req.path) ? c.json({ message: API_MESSAGES.notFound }, 404) : c.text('Not Found', 404),
  );

  app.use('/api/*', async (c, next) => {
    // uploads (multipart) set their own limits on their routes
    if (!/json/i.test(c.req.header('content-type') ?? '')) return next();
    return bodyLimit({
      maxSize: MAX_JSON_BYTES,
      // onError words it: API_MESSAGES.tooLarge
      onError: () => {
        throw new HTTPException(413);
      },
    })(c, next);
  });

  const api = new Hono<AppEnv>()
    .get('/health', (c) => c.json({ data: { ok: true } }))
    // content and catalogue (SPEC §7 GET calls)
    .route('/', homeRoutes())
    .route('/', legalRoutes())
    .route('/', articleRoutes())
    .route('/', recipeRoutes())
    .route('/', locationRoutes())
    .route('/', optionRoutes())
    .route('/', eventRoutes())
    .route('/', searchRoutes())
    .route('/', authRoutes())
    .route('/', captchaRoutes())
    .route('/', subscriptionRoutes())
    .route('/', contactRoutes())
    .route('/', paymentRoutes())
    .route('/', giftEventRoutes())
    .route('/', giftSubmitRoutes())
    .route('/', eventOrderRoutes())
    .route('/', serviceOptionRoutes())
    .route('/', ticketRoutes())
    // the member flows' moves, reported by the browser (docs/decisions/flow-insight.md)
    .route('/', flowEventRoutes())
    // SPEC §6: every /user call is a member's; the guard sits on the prefix so no route can forget it
    .use('/user/*', requireMember)
    .route('/user', profileRoutes())
    .route('/user', sessionRoutes())
    .route('/user', mediaRoutes())
    .route('/user', giftClaimRoutes())
    .route('/user', userOrderRoutes())
    .route('/user', repairRoutes())
    .route('/user', warrantyRoutes())
    .route('/user', inhomeRoutes())
    .route('/user', waitlistRoutes())
    .use('/staff/*', requireMember)
    .route('/staff', staffRoutes());
  app.route('/api', api);
  // an external OpenID provider: the authorization-code round trip (server/routes/oidc.routes.ts)
  if (env.SSO_ISSUER) app.route('/api', oidcRoutes());
  for (const extra of options.extraApi ?? []) app.route('/api', extra);
  app.all('/api/*', (c) => c.json({ message: API_MESSAGES.notFound }, 404));

  // Mount /sso, /pay and /media here, before the pages: pageRoutes answers every other GET.
  // The site's own sign-in service runs unless an external issuer is configured.
  if (!env.SSO_ISSUER) app.route('/sso', ssoRoutes());
  app.route('/media', mediaFileRoutes());
  if (env.PAYMENT_GATEWAY === 'sandbox') app.route('/', sandboxRoutes());
  app.route('/', siteRoutes(options.sitemapUrlLimit ? { urlLimit: options.sitemapUrlLimit } : {}));
  app.route('/', documentRoutes());
  app.route('/', unsubscribeRoutes());
  // public pages are rendered from API answers asked of this same app, in-process
  const renderer = options.renderer
    ? pageRendererFor(options.renderer, async (path, init) => app.request(path, init))
    : null;
  app.route('/', pageRoutes(options.spa ?? null, renderer));
  return app;
}

export type App = ReturnType<typeof createApp>;
