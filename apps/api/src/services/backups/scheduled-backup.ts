import path from 'node:path';
import type { AppContext } from '../../context';
import { writeBackupFile } from '../../db/pglite-backup';
import { snapshotEmbeddedDatabase } from '../../repositories/database-snapshot';
import { backupsDir, keepNewestScheduled, scheduledBackupName, type BackupFacts } from './backup-files';

/**
 * One scheduled backup of the running embedded database (the `db.backup` job, decision 054): a copy
 * taken between transactions, gzipped into the backups folder, then all but the newest BACKUP_KEEP
 * scheduled ones deleted (those made by hand with `npm run db:backup` are left alone). A failure throws:
 * the job queue logs it, counts it in the metrics and tries again later.
 */
export async function backUpDatabase(ctx: Pick<AppContext, 'db' | 'config' | 'log'>): Promise<BackupFacts | null> {
  const keep = ctx.config.backups?.keep;
  if (!keep) {
    // Queued before a restart that turned the schedule off.
    ctx.log.info('scheduled backups are off (BACKUP_SCHEDULE=off): this one is skipped');
    return null;
  }
  const started = Date.now();
  const tar = await snapshotEmbeddedDatabase(ctx.db);
  if (!tar) throw new Error('Only the embedded database is backed up by the shop; back PostgreSQL up with pg_dump or your provider (docs/deploy.md).');
  const heldMs = Date.now() - started;
  const at = new Date();
  const dir = backupsDir(ctx.config);
  const { bytes } = await writeBackupFile(tar, path.join(dir, scheduledBackupName(at)));
  const deleted = await keepNewestScheduled(dir, keep);
  ctx.log.info({ bytes, heldMs, ms: Date.now() - started, deleted: deleted.length }, 'database backed up');
  return { at: at.toISOString(), sizeBytes: bytes };
}
