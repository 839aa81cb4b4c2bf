import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { PageQuery } from '@canino/shared';
import type { Db } from '../db/client';
import { banners } from '../db/schema';
import { containsPattern, offsetOf } from './paging';
import { lockRow } from './lock-row';

export type BannerRow = typeof banners.$inferSelect;

export async function listBannersPage(db: Db, q: PageQuery) {
  const where = q.q ? ilike(banners.title, containsPattern(q.q)) : undefined;
  const rows = await db.select().from(banners).where(where).orderBy(asc(banners.position), asc(banners.id)).limit(q.pageSize).offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(banners)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  return row;
}

export async function insertBanner(db: Db, row: typeof banners.$inferInsert): Promise<BannerRow> {
  const [created] = await db.insert(banners).values(row).returning();
  return created!;
}

export async function updateBanner(db: Db, id: number, patch: Partial<typeof banners.$inferInsert>) {
  const [row] = await db
    .update(banners)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning();
  return row;
}

export async function deleteBanner(db: Db, id: number): Promise<void> {
  await db.delete(banners).where(eq(banners.id, id));
}

/** A banner locked until the transaction ends, read as the change it is about to receive replaces it. */
export const lockBanner = (tx: Db, id: number) => lockRow(tx, banners, id);
