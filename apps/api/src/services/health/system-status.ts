import fs from 'node:fs/promises';
import type { AdminSystemStatus } from '@canino/shared';
import type { AppContext } from '../../context';
import type { RecentErrors } from '../../metrics/recent-errors';
import { readDatabaseSize, readJobQueueFigures } from '../../repositories/shop-figures';
import type { NodeDirectory } from './node-directory';
import { apiPath } from '../../api-dir';
import { backupsDir, newestBackup } from '../backups/backup-files';
import { nextBackupAt } from '../backups/backup-schedule';

/**
 * What the owner's System page shows. Modes are named, never configured with: no address, key, password
 * or path leaves here (the settings themselves stay in the environment).
 */
export async function systemStatus(ctx: AppContext, deps: { nodes: NodeDirectory; recentErrors: RecentErrors }): Promise<AdminSystemStatus> {
  const now = ctx.now();
  const [build, nodes, sizeBytes, jobs, lastBackup] = await Promise.all([
    buildInfo(),
    deps.nodes.nodes(now),
    readDatabaseSize(ctx.db).catch(() => null),
    readJobQueueFigures(ctx.db),
    ctx.config.databaseUrl ? null : newestBackup(backupsDir(ctx.config)),
  ]);
  const { config } = ctx;
  return {
    ...build,
    nodes,
    database: { kind: config.databaseUrl ? 'postgres' : 'pglite', sizeBytes },
    modes: {
      payments: config.payments.mode === 'razorpay' ? 'Razorpay' : config.payments.testMode ? 'simulated (test mode)' : 'simulated',
      email: config.smtpUrl ? 'SMTP' : 'files in the outbox folder',
      storage: config.s3 ? 'S3-compatible bucket' : 'files on this machine',
      shipping: config.shipping === 'shiprocket' ? 'Shiprocket' : config.shipping === 'manual' ? 'manual (tracking numbers typed in)' : 'simulated',
    },
    redis: deps.nodes.redis(),
    jobs: { depth: jobs.depth, oldestDueAgeSeconds: jobs.oldestDueAgeSeconds, failed: Object.values(jobs.failedByKind).reduce((a, b) => a + b, 0) },
    lastBackup,
    backupSchedule: config.backups ? { cron: config.backups.schedule, keep: config.backups.keep, nextAt: nextBackupAt(config, now)?.toISOString() ?? null } : null,
    recentErrors: deps.recentErrors.list(),
  };
}

/** The version in the package and when the running server was built (its entry file's time). */
async function buildInfo(): Promise<Pick<AdminSystemStatus, 'version' | 'builtAt'>> {
  const pkg = JSON.parse(await fs.readFile(apiPath('package.json'), 'utf8').catch(() => '{}')) as { version?: string };
  const entry = process.argv[1];
  const built = entry ? await fs.stat(entry).catch(() => undefined) : undefined;
  return { version: pkg.version ?? 'unversioned', builtAt: built?.mtime.toISOString() ?? null };
}
