import { Cron } from 'croner';
import { SHOP_TIME_ZONE } from '@canino/shared';

/** Scheduled backups of the embedded database (decision 054). */
export interface BackupSettings {
  /** A cron expression, read in India time. */
  schedule: string;
  /** How many scheduled backups are kept; older ones are deleted after each new one. */
  keep: number;
}

/** Every night at 03:00 India time, when a shop in India is quietest. */
const DEFAULT_SCHEDULE = '0 3 * * *';

/**
 * The embedded database is backed up on `BACKUP_SCHEDULE` (default nightly; `off` turns it off).
 * PostgreSQL is not: it is one database shared by every node and lives on another machine, so its
 * backups are pg_dump or the provider's (docs/deploy.md). A schedule set there would be a promise the
 * shop could not keep, so it refuses to start rather than pretend.
 */
export function chooseBackups(opts: { schedule: string | undefined; keep: number; databaseUrl: string | undefined }): BackupSettings | undefined {
  const schedule = opts.schedule?.trim();
  if (schedule === 'off') return undefined;
  if (opts.databaseUrl) {
    if (schedule) {
      throw new Error(
        "BACKUP_SCHEDULE backs up the embedded database only. With DATABASE_URL, back PostgreSQL up with pg_dump or your provider's backups (docs/deploy.md), and leave BACKUP_SCHEDULE unset.",
      );
    }
    return undefined;
  }
  const chosen = schedule || DEFAULT_SCHEDULE;
  backupCron(chosen);
  return { schedule: chosen, keep: opts.keep };
}

/** The schedule as croner reads it: five fields (or six, seconds first), or `@daily` and its kin, in India time. */
export function backupCron(schedule: string): Cron {
  let cron: Cron;
  try {
    cron = new Cron(schedule, { timezone: SHOP_TIME_ZONE, paused: true });
  } catch (err) {
    throw new Error(
      `BACKUP_SCHEDULE "${schedule}" is not a cron expression (minute hour day month weekday, e.g. "0 3 * * *"): ${err instanceof Error ? err.message : String(err)}`,
      {
        cause: err,
      },
    );
  }
  if (!cron.nextRun()) throw new Error(`BACKUP_SCHEDULE "${schedule}" never comes round (e.g. "0 3 * * *" is every night at 03:00).`);
  return cron;
}
