import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseStorage } from '../../server/media/database-storage';
import { folderStorage, type MediaStorage, mediaDir } from '../../server/media/media-storage';
import { freshDbForFile } from '../support/api-app';
import { tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile();

/** Every storage keeps the same promises: the media service cannot tell which one it was given. */
const STORAGES: [string, MediaStorage][] = [
  ['a folder', folderStorage(mediaDir(tempDataDir()))],
  ['the database', databaseStorage(db)],
];

const newKey = (ext = 'jpg') => `warranty/${randomUUID()}.${ext}`;
const bytesOf = (text: string) => new TextEncoder().encode(text);
/** the same bytes, compared without a 10 MB diff on failure */
const same = (a: Uint8Array | null, b: Uint8Array) => a !== null && Buffer.compare(a, b) === 0;

describe.each(STORAGES)('media storage in %s', (_, storage) => {
  it('gives back what was put under a key', async () => {
    const key = newKey();
    await storage.put(key, bytesOf('a photo'), 'image/jpeg');
    const got = await storage.get(key);
    expect(got).toBeInstanceOf(Uint8Array);
    expect(same(got, bytesOf('a photo'))).toBe(true);
  });

  it('answers null for a key nothing was put under', async () => {
    expect(await storage.get(newKey('png'))).toBeNull();
  });

  it('replaces the bytes of a key put again', async () => {
    const key = newKey('png');
    await storage.put(key, bytesOf('first, and longer'), 'image/png');
    await storage.put(key, bytesOf('second'), 'image/png');
    expect(same(await storage.get(key), bytesOf('second'))).toBe(true);
  });

  it('deletes a key, and deleting it again (or a key never put) is no error', async () => {
    const key = newKey();
    await storage.put(key, bytesOf('gone soon'), 'image/jpeg');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete(newKey())).resolves.toBeUndefined();
  });

  it('keeps keys apart', async () => {
    const [a, b] = [newKey(), newKey()];
    await storage.put(a, bytesOf('a'), 'image/jpeg');
    await storage.put(b, bytesOf('b'), 'image/jpeg');
    await storage.delete(a);
    expect(await storage.get(a)).toBeNull();
    expect(same(await storage.get(b), bytesOf('b'))).toBe(true);
  });

  it.each([
    ['a path out of the folder', '../../etc/passwd'],
    ['a key under a made-up folder', `warranty/../${randomUUID()}.jpg`],
    ['an absolute path', `/warranty/${randomUUID()}.jpg`],
    ['a name that is no uuid', 'warranty/photo.jpg'],
    ['an empty key', ''],
  ])('refuses %s in every call', async (_name, key) => {
    await expect(storage.put(key, bytesOf('x'), 'image/jpeg')).rejects.toThrow(/not a media storage key/);
    await expect(storage.get(key)).rejects.toThrow(/not a media storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/not a media storage key/);
  });

  it('gives back a 10 MB body byte for byte', async () => {
    const key = newKey('png');
    const body = new Uint8Array(randomBytes(10 * 1024 * 1024));
    await storage.put(key, body, 'image/png');
    const got = await storage.get(key);
    expect(got?.byteLength).toBe(body.byteLength);
    expect(same(got, body)).toBe(true);
  }, 30_000);
});
