/**
 * What a ticket's QR code holds: `<payload>.<signature>`, both base64url (no padding). The payload
 * is `1|<registration number>|<session id>|<issued at, Unix seconds>`; the signature is the site's
 * Ed25519 signature of the payload's bytes. Anyone with the published key (GET
 * /api/tickets/public-key) checks it offline: here with WebCrypto, the same code in Node and in
 * Chromium, so a door scanner needs neither the server nor a library
 * (docs/decisions/ticket-signing.md). Whether a genuine ticket was refunded since is the server's
 * to say (POST /api/tickets/verify).
 */

export interface TicketFacts {
  registration_number: string;
  session_id: number;
  /** Unix seconds: when the ticket became valid (its order was paid) */
  issued_at: number;
}

export type TicketCodeCheck = { ok: true; ticket: TicketFacts } | { ok: false; reason: 'malformed' | 'bad_signature' };

const VERSION = '1';
const SIGNATURE_BYTES = 64;
/** a payload of today's numbers is about 40 characters and a signature 86: room to spare, no more */
export const TICKET_CODE_MAX_LENGTH = 200;
const PAYLOAD = /^1\|(R[0-9A-F]{5,40})\|([1-9]\d{0,9})\|(\d{1,12})$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

const utf8 = new TextEncoder();

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Strict: only the canonical spelling of some bytes decodes, so no two codes carry the same bytes. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return toBase64Url(bytes) === text ? bytes : null;
}

/** The bytes that are signed. */
export function ticketPayload(t: TicketFacts): Uint8Array {
  return utf8.encode(`${VERSION}|${t.registration_number}|${t.session_id}|${t.issued_at}`);
}

export const ticketCode = (payload: Uint8Array, signature: Uint8Array) =>
  `${toBase64Url(payload)}.${toBase64Url(signature)}`;

/** The code's parts and what its payload says, or null when it is not a ticket code's shape at all. */
export function readTicketCode(code: string) {
  if (code.length > TICKET_CODE_MAX_LENGTH) return null;
  const [payloadText, signatureText, ...rest] = code.split('.');
  if (payloadText === undefined || signatureText === undefined || rest.length) return null;
  const payload = fromBase64Url(payloadText);
  const signature = fromBase64Url(signatureText);
  if (!payload || signature?.length !== SIGNATURE_BYTES) return null;
  const m = PAYLOAD.exec(new TextDecoder('utf-8', { fatal: false }).decode(payload));
  if (!m) return null;
  const ticket: TicketFacts = {
    registration_number: m[1] as string,
    session_id: Number(m[2]),
    issued_at: Number(m[3]),
  };
  return { payload, signature, ticket };
}

/**
 * Checks a scanned code against the published keys (JWKs of Ed25519 public keys; more than one
 * while a key is being replaced). Needs nothing but WebCrypto.
 */
export async function verifyTicketCode(code: string, keys: readonly JsonWebKey[]): Promise<TicketCodeCheck> {
  const read = readTicketCode(code.trim());
  if (!read) return { ok: false, reason: 'malformed' };
  for (const jwk of keys) {
    const key = await crypto.subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['verify']);
    // copies: WebCrypto's types want an ArrayBuffer of their own, not a view of a shared one
    if (await crypto.subtle.verify({ name: 'Ed25519' }, key, read.signature.slice(), read.payload.slice())) {
      return { ok: true, ticket: read.ticket };
    }
  }
  return { ok: false, reason: 'bad_signature' };
}
