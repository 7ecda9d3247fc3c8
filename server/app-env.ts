import type { LoginToken } from '../schemas/login-token.schema';
import type { Db } from './db/client';
import type { ServerEnv } from './env';
import type { Mailer } from './mail/mailer';

/** Looks a session token up; the identity issue backs it with the sessions table. */
export interface SessionLookup {
  findMember(token: LoginToken): Promise<{ id: number } | null>;
}

export interface Logger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface AppDeps {
  db: Db;
  env: Pick<
    ServerEnv,
    | 'NODE_ENV'
    | 'PUBLIC_URL'
    | 'ALLOWED_HOSTS'
    | 'HOST'
    | 'SSO_LOGIN_URL'
    | 'DATA_DIR'
    | 'SSO_AUDIENCE'
    | 'SSO_ISSUER'
    | 'SSO_JWKS_URL'
    | 'SSO_KEY_ENCRYPTION_KEY'
    | 'SSO_KEY_ENCRYPTION_KEY_PREVIOUS'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'STAFF_EMAILS'
    | 'TRUST_PROXY'
    | 'CAPTCHA_HMAC_KEY'
    | 'CAPTCHA_MAX_NUMBER'
    | 'RECAPTCHA_SECRET'
    | 'RECAPTCHA_VERIFY_URL'
  >;
  sessions: SessionLookup;
  mailer: Mailer;
  log: Logger;
}

export interface AppEnv {
  /** requestId: hono/request-id's, also sent as X-Request-Id (error-log.ts) */
  Variables: { deps: AppDeps; requestId: string };
}
