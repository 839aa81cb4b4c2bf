import fs from 'node:fs/promises';
import path from 'node:path';
import { isImageKey, type ImageStore } from '../../ports/image-store';

export interface CopyReport {
  copied: number;
  /** Already in the store, from an earlier run. */
  skipped: number;
  /** Files that are not the shop's images (left where they are). */
  ignored: string[];
}

/**
 * Copies every image under `dir` (`DATA_DIR/uploads`) into `store` under the same key, so its URL
 * (`/admin/uploads/<key>`) keeps working once the shop reads from the store. Keys already in the store
 * are skipped, so a run cut short is finished by running it again. The files stay on disk.
 */
export async function copyDiskUploads(dir: string, store: ImageStore, onCopied?: (key: string) => void): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, ignored: [] };
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(dir, file).split(path.sep).join('/');
    if (!isImageKey(key) || key.endsWith('.tmp')) {
      report.ignored.push(key);
      continue;
    }
    if (await store.has(key)) {
      report.skipped++;
      continue;
    }
    await store.put(key, await fs.readFile(file));
    report.copied++;
    onCopied?.(key);
  }
  return report;
}
