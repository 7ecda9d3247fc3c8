import type { Db } from '../db/client';
import type { ServerEnv } from '../env';
import { databaseStorage } from './database-storage';
import { folderStorage, type MediaStorage, mediaDir } from './media-storage';

/** The storage MEDIA_STORE names: a folder of DATA_DIR (one server) or the shared database. */
export function mediaStorageFor(env: Pick<ServerEnv, 'MEDIA_STORE' | 'DATA_DIR'>, db: Db): MediaStorage {
  return env.MEDIA_STORE === 'database' ? databaseStorage(db) : folderStorage(mediaDir(env.DATA_DIR));
}
