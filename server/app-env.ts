import type { LoginToken } from '../schemas/login-token.schema';
import type { Db } from './db/client';
import type { ServerEnv } from './env';
import type { Mailer } from './mail/mailer';
import type { MediaStorage } from './media/media-storage';
import type { FormPoster } from './payments/payment-gateway';
import type { PaymentsDeps } from './payments/payments.service';
import type { TicketSigner } from './tickets/ticket-signer';

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
    | 'MEDIA_STORE'
    | 'SSO_AUDIENCE'
    | 'SSO_ISSUER'
    | 'SSO_JWKS_URL'
    | 'SSO_CLIENT_SECRET'
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
    | 'PAYMENT_GATEWAY'
    | 'PAYMENT_MERCHANT_ID'
    | 'PAYMENT_HASH_KEY'
    | 'PAYMENT_HASH_IV'
    | 'ECPAY_CHECKOUT_URL'
    | 'ECPAY_DO_ACTION_URL'
    | 'TICKET_SIGNING_KEY'
  >;
  sessions: SessionLookup;
  mailer: Mailer;
  /** uploaded images' bytes (server/media/) */
  mediaStorage: MediaStorage;
  log: Logger;
  payments: AppPayments;
  /** signs tickets' QR codes (server/tickets/ticket-signer.ts) */
  tickets: TicketSigner;
  /**
   * This same app, asked in-process: an editor's preview gets an article's public page through
   * it, exactly as a reader would (server/content/content-preview.ts).
   */
  request(url: string, init?: RequestInit): Promise<Response>;
}

/** The gateway payments go through, the services that own what is paid, how the sandbox notifies. */
export interface AppPayments extends PaymentsDeps {
  /** the sandbox's server-to-server notify: POSTs the form to `url`, answers the reply's body */
  deliverNotify(url: string, form: URLSearchParams): Promise<string>;
  /** a gateway's API over HTTP (refunds: ECPay's DoAction): POSTs the form, answers the body */
  postForm: FormPoster;
}

export interface AppEnv {
  /** requestId: hono/request-id's, also sent as X-Request-Id (error-log.ts) */
  Variables: { deps: AppDeps; requestId: string };
}
