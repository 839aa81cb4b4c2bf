import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, keyOfUploadUrl, UPLOADS_URL_PREFIX, type ImageStore } from '../../ports/image-store';

/** Images as files under `dir` (`DATA_DIR/uploads`): the default, for one machine. */
export function createDiskImageStore(dir: string): ImageStore {
  return {
    description: `files in ${dir}`,
    async put(key, data) {
      const file = path.join(dir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never gets half an image. Each write has its own temporary
      // file: two requests that make the same missing copy at once must not rename one file twice.
      const temp = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
      return UPLOADS_URL_PREFIX + key;
    },
    async remove(url) {
      const key = keyOfUploadUrl(url);
      if (key) await fs.rm(path.join(dir, key), { force: true });
    },
    async get(key, ifNoneMatch) {
      const file = path.join(dir, key);
      const stat = await fs.stat(file).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
        throw err;
      });
      if (!stat?.isFile()) return null;
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      if (ifNoneMatch === etag) return 'not-modified';
      return { body: createReadStream(file), contentType: contentTypeOf(key), contentLength: stat.size, etag };
    },
    async has(key) {
      return fs.stat(path.join(dir, key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
  };
}
