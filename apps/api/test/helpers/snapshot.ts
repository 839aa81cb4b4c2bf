import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { contactMessages, customers, passwordResetTokens, sessions, wishlistItems } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** Tables the storefront's calls write to. */
const TABLES = { customers, sessions, passwordResetTokens, wishlistItems, contactMessages } satisfies Record<string, PgTable>;

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0);
}

/** Row counts, stored files and sent mail: what a refused request must leave exactly as it was. */
export async function snapshot(t: TestApp) {
  const counts = {} as Record<keyof typeof TABLES, number>;
  for (const [name, table] of Object.entries(TABLES) as [keyof typeof TABLES, PgTable][]) {
    const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = row!.n;
  }
  return { ...counts, uploads: countFiles(path.join(t.dataDir, 'uploads')), mail: t.mail.length };
}
