import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live. The disk store serves files under `/admin/uploads/`, the path the spec's
 * client already uses for pet images; an object-storage store would implement the same two calls.
 */
export interface ImageStore {
  put(key: string, data: Buffer): Promise<string>;
  remove(url: string): Promise<void>;
}

export const UPLOADS_URL_PREFIX = '/admin/uploads/';

export function createDiskImageStore(dir: string): ImageStore {
  return {
    async put(key, data) {
      const file = path.join(dir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
      return UPLOADS_URL_PREFIX + key;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      const key = url.slice(UPLOADS_URL_PREFIX.length);
      if (key.includes('..')) return;
      await fs.rm(path.join(dir, key), { force: true });
    },
  };
}
