import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type TicketFacts, ticketCode, ticketPayload } from '../../schemas/ticket-code';
import type { ServerEnv } from '../env';

/** Signs tickets' QR codes and names the public keys that check them (schemas/ticket-code.ts). */
export interface TicketSigner {
  sign(ticket: TicketFacts): string;
  /** what GET /api/tickets/public-key publishes: JWKs of Ed25519 public keys */
  publicKeys: readonly JsonWebKey[];
}

export const MISSING_TICKET_KEY =
  'TICKET_SIGNING_KEY must be set in production (an Ed25519 private key as PKCS8 PEM or JWK, for example: ' +
  'TICKET_SIGNING_KEY="$(openssl genpkey -algorithm ed25519)"): tickets signed with a key made on one ' +
  'server would not verify on another, nor after its data folder is replaced.';

/** The key development and tests make once and keep, so tickets stay valid across restarts. */
export const ticketKeyFile = (dataDir: string) => path.join(dataDir, 'ticket-signing-key.pem');

export function ticketSigner(privateKey: KeyObject): TicketSigner {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('TICKET_SIGNING_KEY must be an Ed25519 key');
  const { kty, crv, x } = createPublicKey(privateKey).export({ format: 'jwk' });
  return {
    // Ed25519 is deterministic: the same ticket always gets the same code (a stable QR)
    sign: (ticket) => {
      const payload = ticketPayload(ticket);
      return ticketCode(payload, sign(null, payload, privateKey));
    },
    publicKeys: [{ kty, crv, x, alg: 'EdDSA', use: 'sig' } as JsonWebKey],
  };
}

/** A PKCS8 PEM or an Ed25519 JWK (with its private `d`), as TICKET_SIGNING_KEY holds it. */
export function parseTicketKey(text: string): KeyObject {
  const trimmed = text.trim();
  try {
    return trimmed.startsWith('{')
      ? createPrivateKey({ key: JSON.parse(trimmed), format: 'jwk' })
      : createPrivateKey({ key: trimmed, format: 'pem' });
  } catch {
    throw new Error('TICKET_SIGNING_KEY is neither an Ed25519 private key in PKCS8 PEM nor a JWK with its "d"');
  }
}

/**
 * The configured key; without one, production refuses (MISSING_TICKET_KEY) and development and
 * tests use the key kept in DATA_DIR, made on the first start.
 */
export function ticketSignerFromEnv(
  env: Pick<ServerEnv, 'NODE_ENV' | 'DATA_DIR'> & { TICKET_SIGNING_KEY?: string | undefined },
): TicketSigner {
  if (env.TICKET_SIGNING_KEY) return ticketSigner(parseTicketKey(env.TICKET_SIGNING_KEY));
  if (env.NODE_ENV === 'production') throw new Error(MISSING_TICKET_KEY);
  const file = ticketKeyFile(env.DATA_DIR);
  if (!existsSync(file)) {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' });
    mkdirSync(env.DATA_DIR, { recursive: true });
    // 'wx': a second process starting at the same moment keeps the first one's key
    try {
      writeFileSync(file, pem, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return ticketSigner(parseTicketKey(readFileSync(file, 'utf8')));
}
