import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { fileStamp } from '../../db/pglite-backup';

/** A backup archive as the System page and the metrics describe it (never its path). */
export interface BackupFacts {
  at: string;
  sizeBytes: number;
}

/** Where `npm run db:backup` and the scheduled backups put their archives. */
export const backupsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'backups');

/** Scheduled backups are named apart from those made by hand, so rotation deletes only its own. */
const SCHEDULED = /^canino-db-scheduled-.+\.tar\.gz$/;

export const scheduledBackupName = (at: Date) => `canino-db-scheduled-${fileStamp(at)}.tar.gz`;

/** The newest archive in the folder, scheduled or made by hand; null when there is none. */
export async function newestBackup(dir: string): Promise<BackupFacts | null> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let newest: BackupFacts | null = null;
  for (const name of names.filter((n) => n.endsWith('.tar.gz'))) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
    if (stat && (!newest || stat.mtime.toISOString() > newest.at)) newest = { at: stat.mtime.toISOString(), sizeBytes: stat.size };
  }
  return newest;
}

/** Deletes all but the newest `keep` scheduled backups (their names sort by time); returns the names deleted. */
export async function keepNewestScheduled(dir: string, keep: number): Promise<string[]> {
  const scheduled = (await fs.readdir(dir)).filter((n) => SCHEDULED.test(n)).sort();
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  await Promise.all(old.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return old;
}
