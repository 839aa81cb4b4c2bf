import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';
import { restorePglite } from '../src/db/pglite-backup';
import { resultRows } from '../src/db/read-row';
import { customers, jobs } from '../src/db/schema';
import type { Logger } from '../src/logger';
import { createShopMetrics } from '../src/metrics/shop-metrics';
import { backupsDir } from '../src/services/backups/backup-files';
import { scheduledBackups } from '../src/services/backups/backup-schedule';
import { enqueueJob } from '../src/services/jobs/enqueue';
import { JOB_HANDLERS } from '../src/services/jobs/handlers';
import { createJobRunner } from '../src/services/jobs/runner';
import { createCustomer, insertOrder } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Every row of every table, as JSON, sorted: what "nothing else changed" is checked against. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const tables = resultRows(await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`));
  const rows: Record<string, string[]> = {};
  for (const { name } of tables as { name: string }[]) {
    // The backup's own job is inside the backup, mid-run: it is the one row that cannot match.
    const filter = name === 'jobs' ? sql` where kind <> 'db.backup'` : sql``;
    const result = resultRows(await db.execute(sql`select to_jsonb(t) as row from ${sql.identifier(name)} t${filter}`));
    rows[name] = result.map((r) => JSON.stringify(r.row)).sort();
  }
  return rows;
}

const backupFiles = (t: TestApp) => (fs.existsSync(backupsDir(t.ctx.config)) ? fs.readdirSync(backupsDir(t.ctx.config)).sort() : []);

async function runBackupJob(t: TestApp, key: string) {
  await enqueueJob(t.ctx.db, { kind: 'db.backup', payload: {}, key });
  await t.ctx.jobs.runDue();
  return (await t.ctx.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;
}

describe('BACKUP_SCHEDULE and BACKUP_KEEP', () => {
  it('default to every night at 03:00 India time, keeping 7, with the embedded database', () => {
    expect(loadConfig({}).backups).toEqual({ schedule: '0 3 * * *', keep: 7 });
    expect(loadConfig({ BACKUP_SCHEDULE: '30 2 * * 0', BACKUP_KEEP: '4' }).backups).toEqual({ schedule: '30 2 * * 0', keep: 4 });
    expect(loadConfig({ BACKUP_SCHEDULE: 'off' }).backups).toBeUndefined();
  });

  it('refuse a schedule that is not cron, or never comes round, and a keep below 1', () => {
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'nightly' })).toThrow('BACKUP_SCHEDULE "nightly" is not a cron expression');
    expect(() => loadConfig({ BACKUP_SCHEDULE: '61 3 * * *' })).toThrow('is not a cron expression');
    expect(() => loadConfig({ BACKUP_SCHEDULE: '0 3 31 2 *' })).toThrow('never comes round');
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP');
  });

  it('are off with PostgreSQL, and a schedule set there refuses to start, naming pg_dump', () => {
    const DATABASE_URL = 'postgres://shop@db.internal/shop';
    expect(loadConfig({ DATABASE_URL }).backups).toBeUndefined();
    expect(loadConfig({ DATABASE_URL, BACKUP_SCHEDULE: 'off' }).backups).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL, BACKUP_SCHEDULE: '0 3 * * *' })).toThrow(/embedded database only.*pg_dump/);
  });
});

// The shop backs up only the embedded database; PostgreSQL's backups are pg_dump's or the provider's.
describe.skipIf(process.env.TEST_DB === 'postgres')('scheduled backups of the running embedded database', () => {
  let t: TestApp;
  const logLines: { level: number; msg: string; kind?: string }[] = [];
  beforeAll(async () => {
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          logLines.push(JSON.parse(chunk.toString()) as (typeof logLines)[number]);
          done();
        },
      }),
    ) as Logger;
    // A failed attempt is tried again within 2 s, after the test has looked at it.
    t = await createTestApp({ BACKUP_KEEP: '2', JOB_RETRY_BASE_MS: '2000', JOB_RETRY_MAX_MS: '2000' }, { log });
  });
  afterAll(async () => t?.close());

  it('the restore drill: a backup while the shop runs, a change, the restore: the change is gone and nothing else is', async () => {
    const customer = await createCustomer(t.ctx, { email: 'asha@example.in' });
    await insertOrder(t.ctx, { customerId: customer.id, status: 'paid', quantity: 2 });
    await insertOrder(t.ctx, { status: 'pending_payment' });
    const before = await everyRow(t.ctx.db);

    expect(await runBackupJob(t, 'db.backup@drill')).toMatchObject({ state: 'done', lastError: null });
    const [file] = backupFiles(t);
    expect(file).toMatch(/^canino-db-scheduled-.+\.tar\.gz$/);

    // The change a restore is for: an edit and a new order after the backup.
    await t.ctx.db.update(customers).set({ email: 'asha.new@example.in' }).where(eq(customers.id, customer.id));
    const later = await insertOrder(t.ctx, { customerId: customer.id, status: 'paid' });

    // Restored as an operator does, with `npm run db:restore`'s own code, into a shop's data folder.
    const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-restore-'));
    try {
      const dbDir = path.join(restoreDir, 'db');
      await restorePglite(dbDir, path.join(backupsDir(t.ctx.config), file!));
      const restored = await openDatabase({ dataDir: dbDir });
      try {
        const after = await everyRow(restored.db);
        expect(after).toEqual(before);
        expect(after.customers!.join()).not.toContain('asha.new@example.in');
        expect(after.orders!.some((o) => (JSON.parse(o) as { id: number }).id === later.order.id)).toBe(false);
      } finally {
        await restored.close();
      }
    } finally {
      fs.rmSync(restoreDir, { recursive: true, force: true });
    }
    // The running shop kept its change: the backup and the restore touched only files.
    expect((await t.ctx.db.select().from(customers).where(eq(customers.id, customer.id)))[0]!.email).toBe('asha.new@example.in');
    expect(logLines.find((l) => l.msg === 'database backed up')).toMatchObject({ level: 30 });
  }, 60_000);

  it('keeps the newest BACKUP_KEEP scheduled backups and leaves those made by hand', async () => {
    const dir = backupsDir(t.ctx.config);
    fs.mkdirSync(dir, { recursive: true });
    for (const old of ['canino-db-scheduled-2026-01-01T03-00-00-000Z.tar.gz', 'canino-db-scheduled-2026-01-02T03-00-00-000Z.tar.gz']) {
      fs.writeFileSync(path.join(dir, old), 'an older backup');
    }
    fs.writeFileSync(path.join(dir, 'canino-db-2026-01-01T09-00-00-000Z.tar.gz'), 'made by hand before an upgrade');
    await runBackupJob(t, 'db.backup@keep');
    const files = backupFiles(t);
    expect(files.filter((f) => f.startsWith('canino-db-scheduled-'))).toHaveLength(2);
    expect(files).not.toContain('canino-db-scheduled-2026-01-01T03-00-00-000Z.tar.gz');
    expect(files).not.toContain('canino-db-scheduled-2026-01-02T03-00-00-000Z.tar.gz');
    expect(files).toContain('canino-db-2026-01-01T09-00-00-000Z.tar.gz');
  }, 60_000);

  it('two workers on one database make one backup per scheduled time', async () => {
    const dir = backupsDir(t.ctx.config);
    fs.rmSync(dir, { recursive: true, force: true });
    // Every second (seconds first), so the test sees a few times come round; BACKUP_KEEP is 2, so keep all here.
    const everySecond = { ...t.ctx, config: { ...t.ctx.config, backups: { schedule: '* * * * * *', keep: 100 }, jobs: { ...t.ctx.config.jobs, pollMs: 10 } } };
    const runners = [1, 2].map(() => createJobRunner(everySecond, { handlers: JOB_HANDLERS, recurring: scheduledBackups(everySecond.config) }));
    for (const r of runners) r.start();
    try {
      await expect.poll(() => backupFiles(t).length, { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(2);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    const done = await t.ctx.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(sql`${jobs.kind} = 'db.backup' and ${jobs.state} = 'done' and ${jobs.key} like 'db.backup@2%'`);
    expect(backupFiles(t).filter((f) => !f.endsWith('.partial'))).toHaveLength(done.length);
  }, 60_000);

  it('a failed backup is logged, counted in the metrics and tried again', async () => {
    const dir = backupsDir(t.ctx.config);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.writeFileSync(dir, 'a file where the backups folder should be');
    const metrics = createShopMetrics(t.ctx);
    const before = await metrics.registry.getSingleMetricAsString('canino_job_attempts_failed_total');
    const job = await runBackupJob(t, 'db.backup@full-disk');
    expect(job.lastError).toContain('EEXIST');
    expect(before).not.toContain('kind="db.backup"');
    expect(await metrics.registry.getSingleMetricAsString('canino_job_attempts_failed_total')).toContain('canino_job_attempts_failed_total{kind="db.backup"} 1');
    expect(logLines.find((l) => l.kind === 'db.backup' && l.msg.includes('failed'))).toBeDefined();

    fs.rmSync(dir);
    await expect
      .poll(async () => (await t.ctx.jobs.runDue(), (await t.ctx.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.state), { timeout: 20_000, interval: 200 })
      .toBe('done');
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/canino_backup_last_size_bytes [1-9]\d*/);
    const at = Number(/canino_backup_last_timestamp_seconds (\d+(\.\d+)?)/.exec(text)![1]);
    expect(Math.abs(at - Date.now() / 1000)).toBeLessThan(60);
  }, 60_000);
});
