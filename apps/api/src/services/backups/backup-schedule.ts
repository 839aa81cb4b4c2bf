import type { Config } from '../../config';
import { backupCron } from '../../config-backups';
import { onCron, type RecurringJob } from '../jobs/recurring';

/** The `db.backup` job on BACKUP_SCHEDULE, through the job queue: with any number of workers, one backup per time. */
export function scheduledBackups(config: Pick<Config, 'backups'>): RecurringJob[] {
  return config.backups ? [onCron('db.backup', backupCron(config.backups.schedule))] : [];
}

/** When the next scheduled backup is due, for the System page; null when none is scheduled. */
export function nextBackupAt(config: Pick<Config, 'backups'>, now: Date): Date | null {
  return config.backups ? backupCron(config.backups.schedule).nextRun(now) : null;
}
