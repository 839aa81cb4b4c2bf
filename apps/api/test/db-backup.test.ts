import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/client';
import { restorePglite } from '../src/db/pglite-backup';
import { customers, orderLines, orders } from '../src/db/schema';

import { createCustomer, insertOrder } from './helpers/factories';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canino-backup-'));
const dbDir = path.join(dataDir, 'db');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run db:backup` / `db:restore` as an operator runs them (the same entry point, from the sources). */
const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/cli/db-backup.ts', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
  });

async function snapshot() {
  const database = await openDatabase({ dataDir: dbDir });
  try {
    return await rowsOf(database.db);
  } finally {
    await database.close();
  }
}

async function rowsOf(db: Db) {
  return {
    customers: await db
      .select({ id: customers.id, mobile: customers.mobile, email: customers.email, passwordHash: customers.passwordHash })
      .from(customers)
      .orderBy(asc(customers.id)),
    orders: await db
      .select({ id: orders.id, status: orders.status, totalPaise: orders.totalPaise, customerId: orders.customerId, email: orders.email })
      .from(orders)
      .orderBy(asc(orders.id)),
    lines: await db.select({ orderId: orderLines.orderId, quantity: orderLines.quantity }).from(orderLines).orderBy(asc(orderLines.orderId)),
  };
}

// PGlite only: PostgreSQL is backed up with pg_dump (docs/deploy.md), so the PostgreSQL run has nothing to add.
describe.skipIf(process.env.TEST_DB === 'postgres')('db:backup and db:restore of the embedded PGlite database', () => {
  it('a backup, the data wiped, the restore: the same customers and orders', async () => {
    const database = await openDatabase({ dataDir: dbDir });
    const ctx = { db: database.db };
    const customer = await createCustomer(ctx);
    await insertOrder(ctx, { customerId: customer.id, status: 'paid', quantity: 3 });
    await insertOrder(ctx, { status: 'pending_payment' });
    const before = await rowsOf(database.db);
    await database.close();
    expect(before.customers).toHaveLength(1);
    expect(before.orders).toHaveLength(2);

    const file = path.join(dataDir, 'nightly.tar.gz');
    expect((await run('backup', file)).stdout).toContain(`Backed up ${dbDir} to ${file}`);
    fs.rmSync(dbDir, { recursive: true, force: true });

    const restored = await run('restore', file);
    expect(restored.stdout).toContain(`Restored ${file} into ${dbDir}`);
    expect(await snapshot()).toEqual(before);
  }, 300_000);

  it('refuses a file that is not a backup, and leaves the database as it was', async () => {
    const junk = path.join(dataDir, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a backup');
    const before = await snapshot();
    await expect(restorePglite(dbDir, junk)).rejects.toThrow('is not a backup this shop can restore');
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
