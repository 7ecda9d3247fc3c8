import { z } from 'zod';

/** The server's whole configuration, read once from the environment and validated. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: z.string().url().optional(),
    /** public origin of the site (https://www.example.com.tw); defaults to the request's own */
    // kept as a bare origin: code appends paths to it (`${PUBLIC_URL}/sitemap.xml`)
    PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .transform((u) => new URL(u).origin)
      .optional(),
    /** where guests are sent to sign in; the site's own service at /sso by default */
    SSO_LOGIN_URL: z.string().default('/sso/login'),
    /** the site's client id at the sign-in service: the audience (aud) its id_tokens must name */
    SSO_AUDIENCE: z.string().min(1).default('haolife-web'),
    /** an external sign-in service (both or neither): its issuer (iss) and where its JWKS is published */
    SSO_ISSUER: z.string().url().optional(),
    SSO_JWKS_URL: z.string().url().optional(),
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
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => (env.SSO_ISSUER === undefined) === (env.SSO_JWKS_URL === undefined), {
    message: 'SSO_ISSUER and SSO_JWKS_URL go together: set both (an external sign-in service) or neither',
    path: ['SSO_JWKS_URL'],
  });

export type ServerEnv = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  return EnvSchema.parse(cleaned);
}
