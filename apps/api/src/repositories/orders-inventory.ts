import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons, products } from '../db/schema';

/** What an order needs to know about a product: its price, whether it is sold, how many are left. */
export async function findProductsForOrder(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: products.id, name: products.name, sellingPricePaise: products.sellingPricePaise, stock: products.stock, active: products.active })
    .from(products)
    .where(inArray(products.id, ids));
}

/**
 * Locks the products' rows in id order and returns their stock. Every paying transaction locks in the
 * same order, so two orders sharing products wait for each other instead of deadlocking. NO KEY UPDATE
 * (the lock an UPDATE of stock takes anyway) lets checkouts keep inserting order lines that reference
 * these products meanwhile; FOR UPDATE would block their foreign-key checks.
 */
export async function lockStock(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: products.id, name: products.name, stock: products.stock, active: products.active })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('no key update');
}

/**
 * Takes the quantities from stock in one statement. The `stock >= qty` condition and the table's CHECK
 * (stock >= 0) both refuse to oversell; the caller has checked under lock, so every row matches.
 */
export async function takeStock(db: Db, lines: { productId: number; quantity: number }[]): Promise<number> {
  if (!lines.length) return 0;
  const values = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  const rows = await db.execute(sql`
    update ${products} set stock = ${products.stock} - l.qty, updated_at = now()
    from (values ${values}) as l(id, qty)
    where ${products.id} = l.id and ${products.stock} >= l.qty
    returning ${products.id}`);
  return rowCount(rows);
}

/** Counts one use of the coupon unless it has reached its limit; false when the limit was reached. */
export async function countCouponUse(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: new Date() })
    .where(and(eq(coupons.code, code), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** node-postgres returns `{ rows }`, PGlite `{ rows }` as well; both drivers agree on this much. */
function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}
