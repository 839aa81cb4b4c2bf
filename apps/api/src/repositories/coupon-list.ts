import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { CouponScopeOptions, PageQuery } from '@canino/shared';
import type { Db } from '../db/client';
import { categories, coupons, products, productVariants } from '../db/schema';
import { containsPattern, offsetOf } from './paging';
import type { CouponRow } from './coupons';

export async function listCouponsPage(db: Db, q: PageQuery) {
  const where = q.q ? ilike(coupons.code, containsPattern(q.q)) : undefined;
  const rows = await db.select().from(coupons).where(where).orderBy(desc(coupons.id)).limit(q.pageSize).offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findCoupon(db: Db, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

export async function insertCoupon(db: Db, row: typeof coupons.$inferInsert): Promise<CouponRow> {
  const [created] = await db.insert(coupons).values(row).returning();
  return created!;
}

export async function updateCoupon(db: Db, id: number, patch: Partial<typeof coupons.$inferInsert>) {
  const [row] = await db
    .update(coupons)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row;
}

export async function deleteCoupon(db: Db, id: number): Promise<void> {
  await db.delete(coupons).where(eq(coupons.id, id));
}

/** Every category, and every product with its sizes (for one sold in several), by name: what a coupon may cover. */
export async function listScopeOptions(db: Db): Promise<CouponScopeOptions> {
  const [cats, rows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name)),
    db
      .select({ id: products.id, name: products.name, categoryId: products.categoryId, sizeId: productVariants.id, label: productVariants.label })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .orderBy(asc(products.name), asc(products.id), asc(productVariants.position), asc(productVariants.id)),
  ]);
  const byProduct = new Map<number, CouponScopeOptions['products'][number]>();
  for (const r of rows) {
    const p = byProduct.get(r.id) ?? { id: r.id, name: r.name, categoryId: r.categoryId, sizes: [] };
    p.sizes.push({ id: r.sizeId, label: r.label });
    byProduct.set(r.id, p);
  }
  return { categories: cats, products: [...byProduct.values()].map((p) => (p.sizes.length > 1 ? p : { ...p, sizes: [] })) };
}
