import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

/** A time as a file name takes it, sorting as the times do. */
export const fileStamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * Backups of the embedded PGlite database (the default, one machine): PGlite's own `dumpDataDir`, a
 * gzipped tarball of the whole data folder, and `loadDataDir` to bring one back. This one opens the
 * folder itself, so the shop must be stopped (PGlite is one process's database, not locked against a
 * second opener); a running shop backs itself up on BACKUP_SCHEDULE instead (decision 054).
 * PostgreSQL has pg_dump and pg_restore for this (docs/deploy.md).
 */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`There is no database in ${dataDir} to back up.`);
  const db = new PGlite(dataDir);
  try {
    await db.waitReady;
    return await writeBackupFile(await db.dumpDataDir('none'), file);
  } finally {
    await db.close();
  }
}

/**
 * Writes a data folder's tar (`dumpDataDir('none')`) gzipped to `file`. Compressed here, on libuv's
 * threads, rather than by `dumpDataDir('gzip')`, which compresses while it holds the database: 1.3-2 s
 * of every query waiting for the demo shop instead of 0.3–0.4 s (decision 054). Written aside and renamed,
 * so a backup cut short never looks like a whole one.
 */
export async function writeBackupFile(tar: Blob, file: string): Promise<{ bytes: number }> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.fromWeb(tar.stream() as never), zlib.createGzip(), fs.createWriteStream(partial));
    fs.renameSync(partial, file);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return { bytes: fs.statSync(file).size };
}

/**
 * Replaces the database in `dataDir` with the backup in `file`. The database it replaces is kept beside
 * it (`db.before-restore-<time>`), so a restore of the wrong file can itself be undone.
 */
export async function restorePglite(dataDir: string, file: string, now = new Date()): Promise<{ keptAt: string | null }> {
  const backup = fs.readFileSync(file);
  let keptAt: string | null = null;
  if (fs.existsSync(dataDir)) {
    keptAt = `${dataDir}.before-restore-${fileStamp(now)}`;
    fs.renameSync(dataDir, keptAt);
  }
  const db = new PGlite(dataDir, { loadDataDir: new Blob([backup]) });
  try {
    await db.waitReady;
    // A file that is not a PGlite backup fails here; the previous database goes back where it was.
    await db.query('select 1');
  } catch (err) {
    await db.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (keptAt) fs.renameSync(keptAt, dataDir);
    throw new Error(`${file} is not a backup this shop can restore: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  await db.close();
  return { keptAt };
}
