import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { resultRows } from './read-row';

/**
 * Whether the database has every migration this build ships. Drizzle's migrator records each applied
 * migration with its journal time (`when`) in drizzle.__drizzle_migrations; the newest must match ours.
 */
export async function migrationsApplied(db: Db, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const rows = resultRows(await db.execute(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`));
  return Number(rows[0]?.applied ?? 0) >= newest;
}
