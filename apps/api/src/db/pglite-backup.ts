import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Backups of the embedded PGlite database (the default, one machine): PGlite's own `dumpDataDir`, a
 * gzipped tarball of the whole data folder, and `loadDataDir` to bring one back. PGlite is one process's
 * database, not locked against a second opener: both need the shop stopped (docs/deploy.md shows the
 * few seconds of a nightly stop, backup, start).
 * PostgreSQL has pg_dump and pg_restore for this (docs/deploy.md).
 */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`There is no database in ${dataDir} to back up.`);
  const db = new PGlite(dataDir);
  try {
    await db.waitReady;
    const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a backup interrupted half way never looks like a whole one.
    fs.writeFileSync(`${file}.partial`, dump);
    fs.renameSync(`${file}.partial`, file);
    return { bytes: dump.length };
  } finally {
    await db.close();
  }
}

/**
 * Replaces the database in `dataDir` with the backup in `file`. The database it replaces is kept beside
 * it (`db.before-restore-<time>`), so a restore of the wrong file can itself be undone.
 */
export async function restorePglite(dataDir: string, file: string, now = new Date()): Promise<{ keptAt: string | null }> {
  const backup = fs.readFileSync(file);
  let keptAt: string | null = null;
  if (fs.existsSync(dataDir)) {
    keptAt = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
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
