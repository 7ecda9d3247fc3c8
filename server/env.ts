import { z } from 'zod';

/** Where the site starts a sign-in at an external provider (server/routes/oidc.routes.ts). */
export const OIDC_AUTHORIZE_PATH = '/api/auth/oidc/authorize';

/** ECPay's public test merchant (its developer documentation): the sandbox's and development's keys. */
const TEST_MERCHANT = {
  PAYMENT_MERCHANT_ID: '3002607',
  PAYMENT_HASH_KEY: 'pwFHCqoQZGmho4w6',
  PAYMENT_HASH_IV: 'EkRm7iFT261dpevs',
} as const;
const MERCHANT_KEY_VARIABLES = ['PAYMENT_MERCHANT_ID', 'PAYMENT_HASH_KEY', 'PAYMENT_HASH_IV'] as const;

/** The server's whole configuration, read once from the environment and validated. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('data'),
    /**
     * Where uploaded images' bytes are kept: a folder of DATA_DIR, or the database, which app
     * servers sharing one PostgreSQL need (each serves what another stored).
     */
    MEDIA_STORE: z.enum(['folder', 'database']).default('folder'),
    DATABASE_URL: z
      .string()
      .refine((v) => URL.canParse(v) && /^postgres(ql)?:$/.test(new URL(v).protocol), {
        message: 'DATABASE_URL must be a PostgreSQL address such as postgres://user:password@localhost:5432/haolife',
      })
      .optional(),
    /**
     * The most one SQL statement may take on PostgreSQL, in milliseconds (0: no limit). A statement
     * past it is cancelled and its request answered 503 「系統忙碌中，請稍後再試。」 instead of
     * holding a connection of the pool while other requests queue behind it. Migrations run
     * without it. PGlite has no such limit (it ignores statement_timeout).
     */
    STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /**
     * The embedded PGlite runs in a worker thread (1, the default), so a slow query leaves the
     * server free to answer other requests; 0 runs it on the server's own thread.
     */
    PGLITE_THREAD: z.enum(['0', '1']).default('1'),
    /** public origin of the site (https://www.example.com.tw); defaults to the request's own */
    // kept as a bare origin: code appends paths to it (`${PUBLIC_URL}/sitemap.xml`)
    PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .transform((u) => new URL(u).origin)
      .optional(),
    /**
     * The Host names the site answers to, comma-separated (`www.example.com.tw,example.com.tw`;
     * `name:port` for that port only). Any other Host is refused (421), so no link, canonical
     * address or cached answer is ever made for a name an attacker chose. Production needs this or
     * PUBLIC_URL; development answers for localhost and HOST when neither is set.
     */
    ALLOWED_HOSTS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .optional(),
    /**
     * Where guests are sent to sign in: the site's own service (`/sso/login`) by default, or with
     * an external provider the site's own start of its authorization-code flow
     * (`/api/auth/oidc/authorize`), which takes the same `return_to` and `banner`.
     */
    SSO_LOGIN_URL: z.string().optional(),
    /** the site's client id at the sign-in service: the audience (aud) its id_tokens must name */
    SSO_AUDIENCE: z.string().min(1).default('haolife-web'),
    /**
     * An external OpenID provider (its issuer, `iss`): members sign in there through the
     * authorization-code flow with PKCE, `state` and `nonce`; its endpoints and keys come from
     * its discovery document unless SSO_JWKS_URL names the keys.
     */
    SSO_ISSUER: z.string().url().optional(),
    SSO_JWKS_URL: z.string().url().optional(),
    /** the site's client secret at the external provider; unset: a public client (PKCE alone) */
    SSO_CLIENT_SECRET: z.string().min(1).optional(),
    /**
     * Encrypts the sign-in service's private key in the database (any secret of 32 characters or
     * more); the PREVIOUS one still opens keys sealed before a rotation (README).
     */
    SSO_KEY_ENCRYPTION_KEY: z
      .string()
      .min(32, 'SSO_KEY_ENCRYPTION_KEY must be at least 32 characters long (for example: openssl rand -base64 32)')
      .optional(),
    SSO_KEY_ENCRYPTION_KEY_PREVIOUS: z
      .string()
      .min(32, 'SSO_KEY_ENCRYPTION_KEY_PREVIOUS must be at least 32 characters long')
      .optional(),
    /** smtp(s)://user:pass@host:port; without it mail is written as .eml files to DATA_DIR/outbox */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default('好生活 <no-reply@haolife.example>'),
    /** behind a reverse proxy: take the client address from X-Forwarded-For (rate limits) */
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /** signs the captcha's challenges; unset: a random key made once and kept in the database */
    CAPTCHA_HMAC_KEY: z.string().min(32, 'CAPTCHA_HMAC_KEY: at least 32 characters').optional(),
    /** the captcha's work: the solver tries up to this many hashes (about half on average) */
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
    /** a Google reCAPTCHA secret: when set, tokens are checked with Google instead of our own captcha */
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).default('https://www.google.com/recaptcha/api/siteverify'),
    /**
     * Who collects payments: the site's own sandbox at /pay (no money moves; the default) or ECPay.
     * Both speak ECPay's protocol with the merchant id and keys below (docs/decisions/payments.md).
     */
    PAYMENT_GATEWAY: z.enum(['sandbox', 'ecpay']).default('sandbox'),
    /**
     * The merchant's id and keys from its ECPay contract. Unset: ECPay's public test merchant
     * (TEST_MERCHANT), which the sandbox and development use; production with ECPay refuses it.
     */
    PAYMENT_MERCHANT_ID: z.string().min(1).optional(),
    PAYMENT_HASH_KEY: z.string().min(1).optional(),
    PAYMENT_HASH_IV: z.string().min(1).optional(),
    /** where the browser posts ECPay's checkout form (its test service by default) */
    ECPAY_CHECKOUT_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5'),
    /** ECPay's credit-card DoAction, where refunds (Action=R) are asked for (its test service by default) */
    ECPAY_DO_ACTION_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://payment-stage.ecpay.com.tw/CreditDetail/DoAction'),
    /**
     * Members whose sign-in email is listed (comma-separated) are staff: they move repairs along
     * (`/api/staff/*`); the role is then kept on their account.
     */
    STAFF_EMAILS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .default([]),
    /**
     * Signs tickets' QR codes: an Ed25519 private key, PKCS8 PEM or JWK. Production needs it;
     * development and tests make one in DATA_DIR (server/tickets/ticket-signer.ts).
     */
    TICKET_SIGNING_KEY: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => env.SSO_ISSUER !== undefined || env.SSO_JWKS_URL === undefined, {
    message: 'SSO_JWKS_URL names the keys of an external sign-in service: set SSO_ISSUER too, or neither',
    path: ['SSO_JWKS_URL'],
  })
  .refine((env) => env.SSO_ISSUER !== undefined || env.SSO_CLIENT_SECRET === undefined, {
    message: 'SSO_CLIENT_SECRET is for an external sign-in service: set SSO_ISSUER too, or neither',
    path: ['SSO_CLIENT_SECRET'],
  })
  .superRefine((env, ctx) => {
    // The test keys are published: anyone could sign a notify with them and be paid for nothing.
    if (env.NODE_ENV !== 'production' || env.PAYMENT_GATEWAY !== 'ecpay') return;
    for (const name of MERCHANT_KEY_VARIABLES) {
      if (env[name] !== undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} must be set in production with PAYMENT_GATEWAY=ecpay (the merchant's own, from its ECPay contract): ECPay's public test keys would let anyone sign a payment notify`,
      });
    }
  })
  .transform((env) => ({
    ...env,
    SSO_LOGIN_URL: env.SSO_LOGIN_URL ?? (env.SSO_ISSUER ? OIDC_AUTHORIZE_PATH : '/sso/login'),
    PAYMENT_MERCHANT_ID: env.PAYMENT_MERCHANT_ID ?? TEST_MERCHANT.PAYMENT_MERCHANT_ID,
    PAYMENT_HASH_KEY: env.PAYMENT_HASH_KEY ?? TEST_MERCHANT.PAYMENT_HASH_KEY,
    PAYMENT_HASH_IV: env.PAYMENT_HASH_IV ?? TEST_MERCHANT.PAYMENT_HASH_IV,
  }));

export type ServerEnv = z.infer<typeof EnvSchema>;

/** The one configuration production cannot do without: where links point, or which hosts to trust. */
export const MISSING_PUBLIC_ORIGIN =
  'PUBLIC_URL or ALLOWED_HOSTS must be set in production (for example PUBLIC_URL=https://www.example.com.tw, ' +
  'or PUBLIC_URL=http://localhost:3000 to try the site on this machine): links in mail and pages must not ' +
  'follow the Host header a visitor sends.';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The Host names this server answers to, or null for any (PUBLIC_URL alone is set: every link is
 * built from it). Throws MISSING_PUBLIC_ORIGIN in production with neither set.
 */
export function allowedHosts(
  env: Pick<ServerEnv, 'NODE_ENV' | 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'HOST'>,
): readonly string[] | null {
  if (env.ALLOWED_HOSTS?.length) return env.ALLOWED_HOSTS;
  if (env.PUBLIC_URL) return null;
  if (env.NODE_ENV === 'production') throw new Error(MISSING_PUBLIC_ORIGIN);
  // development and test: the names of this machine, and the one HOST names when it is not "any"
  const host = env.HOST.toLowerCase();
  return ANY_ADDRESS.has(host) ? LOOPBACK_HOSTS : [...LOOPBACK_HOSTS, host.includes(':') ? `[${host}]` : host];
}

/**
 * The configuration, or an Error whose message says in one sentence what to fix (never a ZodError
 * with its issues and stack: this is read by whoever starts the server).
 */
export function readEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.');
    // our own messages name their variable; zod's generic ones ("Invalid URL") need it in front
    return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
  });
  throw new Error(`The server cannot start: ${problems.join('; ')}.`);
}
