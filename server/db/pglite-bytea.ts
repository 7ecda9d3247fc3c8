import { type PGlite, types } from '@electric-sql/pglite';

/**
 * PGlite's own bytea conversions walk the bytes one JS string at a time: a 10 MB upload
 * (MEDIA_MAX_BYTES) took ≈ 18 s to write and ≈ 3 s to read, the event loop blocked all along.
 * Node's hex codec makes and reads the same `\x…` text in milliseconds. After `waitReady`, as
 * PGlite sets its parsers while it starts.
 */
export function fastBytea(client: PGlite): void {
  client.serializers[types.BYTEA] = (value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  };
  client.parsers[types.BYTEA] = (text: string) => new Uint8Array(Buffer.from(text.slice(2), 'hex'));
}
