import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images' bytes live. A folder under DATA_DIR by default; app servers behind a load
 * balancer share a store instead: the database (database-storage.ts, MEDIA_STORE=database), or
 * an object store through an adapter of the same three calls.
 * Keys are made by the media service (`warranty/<uuid>.jpg`), never by a visitor.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when nothing is stored under the key */
  get(key: string): Promise<Uint8Array | null>;
  /** no error when nothing is stored under the key */
  delete(key: string): Promise<void>;
}

// `content/<uuid>-480w.webp`: a narrower copy of a content picture (media-widths.service.ts)
const KEY = /^[a-z]+\/[0-9a-f-]{36}(-\d{3,4}w)?\.[a-z]{3,4}$/;

/**
 * Every storage refuses any other key than the shape the service makes: in a folder the key
 * becomes a path, so nothing can point outside it; elsewhere a stray key is a bug to hear about.
 */
export function assertMediaKey(key: string) {
  if (!KEY.test(key)) throw new Error(`not a media storage key: ${JSON.stringify(key)}`);
}

/** `<dir>/<kind>/<uuid>.<ext>`, written whole (a temporary file renamed) so a reader never sees half. */
export function folderStorage(dir: string): MediaStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The default storage of a DATA_DIR. */
export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');
