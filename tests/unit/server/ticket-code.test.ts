import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it } from 'vitest';
import { fromBase64Url, readTicketCode, toBase64Url, verifyTicketCode } from '../../../schemas/ticket-code';
import {
  MISSING_TICKET_KEY,
  parseTicketKey,
  ticketKeyFile,
  ticketSigner,
  ticketSignerFromEnv,
} from '../../../server/tickets/ticket-signer';

const newKey = () => generateKeyPairSync('ed25519').privateKey;
const signer = ticketSigner(newKey());
const ticket = { registration_number: 'R0042A1B2C3D4E5', session_id: 57, issued_at: 1_795_000_000 };
const code = signer.sign(ticket);

/** The code with one base64url character of its payload or signature swapped for another. */
function altered(at: number) {
  const swapped = code[at] === 'A' ? 'B' : 'A';
  return `${code.slice(0, at)}${swapped}${code.slice(at + 1)}`;
}

describe('a ticket code checked offline with the published key (WebCrypto)', () => {
  it('accepts the code the server signed and reads back what it says', async () => {
    expect(await verifyTicketCode(code, signer.publicKeys)).toEqual({ ok: true, ticket });
    // drawn as TicketQr draws it: version 8 at level M, 49 modules a side (about 3 px each at 160 px)
    expect(QRCode.create(code, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(8);
  });

  it('refuses a code with any one character of its payload or its signature changed', async () => {
    const dot = code.indexOf('.');
    // every position but the last of each part, whose low bits are padding (refused as non-canonical anyway)
    const positions = [
      ...Array(dot - 1).keys(),
      ...Array.from({ length: code.length - dot - 2 }, (_, i) => dot + 1 + i),
    ];
    const verdicts = await Promise.all(positions.map((at) => verifyTicketCode(altered(at), signer.publicKeys)));
    expect(verdicts.filter((v) => v.ok)).toEqual([]);
  });

  it('refuses a payload re-signed with another key, and a real payload with a signature from another key', async () => {
    const forger = ticketSigner(newKey());
    expect(await verifyTicketCode(forger.sign(ticket), signer.publicKeys)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const [payload] = code.split('.');
    const [, otherSignature] = forger.sign(ticket).split('.');
    expect((await verifyTicketCode(`${payload}.${otherSignature}`, signer.publicKeys)).ok).toBe(false);
    // a different ticket number under the real signature
    const [, signature] = code.split('.');
    const other = toBase64Url(new TextEncoder().encode('1|R0042FFFFFFFFFF|57|1795000000'));
    expect((await verifyTicketCode(`${other}.${signature}`, signer.publicKeys)).ok).toBe(false);
  });

  it('refuses a truncated code, a bare registration number and other shapes as malformed', async () => {
    for (const bad of [
      code.slice(0, -1),
      code.slice(0, code.indexOf('.')),
      code.slice(0, 40),
      `${code}.x`,
      `${code}A`,
      'R0042A1B2C3D4E5',
      '',
      `${'A'.repeat(300)}.${'A'.repeat(86)}`,
    ]) {
      const verdict = await verifyTicketCode(bad, signer.publicKeys);
      expect(verdict, bad).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('checks against every published key (a key being replaced still verifies its tickets)', async () => {
    const next = ticketSigner(newKey());
    expect((await verifyTicketCode(code, [...next.publicKeys, ...signer.publicKeys])).ok).toBe(true);
    expect((await verifyTicketCode(code, next.publicKeys)).ok).toBe(false);
  });

  it('decodes base64url strictly: one spelling per byte string', () => {
    expect(fromBase64Url(toBase64Url(new Uint8Array([1, 2, 3, 250])))).toEqual(new Uint8Array([1, 2, 3, 250]));
    expect(fromBase64Url('AQ==')).toBeNull();
    expect(fromBase64Url('AR')).toBeNull(); // non-zero padding bits: "AQ" is the spelling
    expect(fromBase64Url('A+/B')).toBeNull();
    expect(readTicketCode(code)?.ticket).toEqual(ticket);
  });
});

describe('the signing key', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ticket-key-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is required in production, with one sentence saying how to make one', () => {
    expect(() => ticketSignerFromEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(MISSING_TICKET_KEY);
  });

  it('reads TICKET_SIGNING_KEY as PKCS8 PEM or as a JWK, the same key either way', async () => {
    const key = newKey();
    const pem = key.export({ type: 'pkcs8', format: 'pem' }).toString();
    const jwk = JSON.stringify(key.export({ format: 'jwk' }));
    const fromPem = ticketSignerFromEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, TICKET_SIGNING_KEY: pem });
    const fromJwk = ticketSignerFromEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, TICKET_SIGNING_KEY: jwk });
    expect(fromJwk.publicKeys).toEqual(fromPem.publicKeys);
    expect((await verifyTicketCode(fromPem.sign(ticket), fromJwk.publicKeys)).ok).toBe(true);
    expect(() => parseTicketKey('not a key')).toThrow(/TICKET_SIGNING_KEY is neither/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(() => ticketSigner(parseTicketKey(rsa.toString()))).toThrow(/Ed25519/);
  });

  it('in development is made once in DATA_DIR and kept: the same key after a restart', () => {
    const first = ticketSignerFromEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const pem = readFileSync(ticketKeyFile(dataDir), 'utf8');
    const second = ticketSignerFromEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(second.publicKeys).toEqual(first.publicKeys);
    expect(readFileSync(ticketKeyFile(dataDir), 'utf8')).toBe(pem);
  });
});
