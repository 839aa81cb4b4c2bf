import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { PageQuery } from '@canino/shared';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { containsPattern, offsetOf } from './paging';
import { lockRow } from './lock-row';

export type CategoryRow = typeof categories.$inferSelect;

// Written out in full: Drizzle leaves columns unqualified in a one-table select, and inside the
// subquery a bare "id" would mean the products' id.
const productCount = sql<number>`(select count(*)::int from products where products.category_id = categories.id)`;

export async function listCategoriesPage(db: Db, q: PageQuery) {
  const where = q.q ? ilike(categories.name, containsPattern(q.q)) : undefined;
  const rows = await db
    .select({ category: categories, productCount })
    .from(categories)
    .where(where)
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(categories)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findCategoryWithCount(db: Db, id: number) {
  const [row] = await db.select({ category: categories, productCount }).from(categories).where(eq(categories.id, id));
  return row;
}

export async function categorySlugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row !== undefined;
}

export async function insertCategory(db: Db, row: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [created] = await db.insert(categories).values(row).returning();
  return created!;
}

export async function updateCategory(db: Db, id: number, patch: Partial<typeof categories.$inferInsert>) {
  const [row] = await db
    .update(categories)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row;
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** A category locked until the transaction ends, read as the change it is about to receive replaces it. */
export const lockCategory = (tx: Db, id: number) => lockRow(tx, categories, id);
