import { and, asc, count, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, products, productVariants, stockAlerts } from '../db/schema';

export type StockAlertRow = typeof stockAlerts.$inferSelect;

/** A waiting alert for this size and shopper; asking again while one waits changes nothing. */
export async function addStockAlert(db: Db, alert: { variantId: number; customerId: number | null; email: string }): Promise<void> {
  await db.insert(stockAlerts).values(alert).onConflictDoNothing();
}

/** Whether any of these sizes has a shopper waiting: a restock of one nobody waits for queues nothing. */
export async function sizesWithWaiters(db: Db, variantIds: readonly number[]): Promise<number[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ variantId: stockAlerts.variantId })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.variantId, [...variantIds]), isNull(stockAlerts.notifiedAt)));
  return rows.map((r) => r.variantId);
}

/**
 * The size's waiting alerts, first asked first, locked for this transaction and marked as sent in it, with
 * the address each goes to (the account's for a customer). A second run for the same restock finds none.
 */
export async function takeWaitingAlerts(tx: Db, variantId: number, now: Date): Promise<{ id: number; email: string; customerName: string | null }[]> {
  const waiting = await tx
    .select({ id: stockAlerts.id, email: sql<string>`coalesce(${customers.email}, ${stockAlerts.email})`, customerName: customers.ownerName })
    .from(stockAlerts)
    .leftJoin(customers, eq(customers.id, stockAlerts.customerId))
    .where(and(eq(stockAlerts.variantId, variantId), isNull(stockAlerts.notifiedAt)))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
    .for('update', { of: stockAlerts, skipLocked: true });
  if (waiting.length > 0)
    await tx
      .update(stockAlerts)
      .set({ notifiedAt: now })
      .where(
        inArray(
          stockAlerts.id,
          waiting.map((w) => w.id),
        ),
      );
  return waiting;
}

/** Who waits for what, the longest-awaited first: the owner's guide to what to restock. */
export async function listWaitingBySize(db: Db) {
  return db
    .select({
      productId: products.id,
      productName: products.name,
      variantId: productVariants.id,
      sizeLabel: productVariants.label,
      sku: productVariants.sku,
      stock: productVariants.stock,
      waiting: count(stockAlerts.id),
      since: min(stockAlerts.createdAt),
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(isNull(stockAlerts.notifiedAt))
    .groupBy(products.id, products.name, productVariants.id, productVariants.label, productVariants.sku, productVariants.stock)
    .orderBy(asc(min(stockAlerts.createdAt)));
}

/** A customer's own alerts, for their data export. */
export async function listCustomerStockAlerts(db: Db, customerId: number): Promise<StockAlertRow[]> {
  return db.select().from(stockAlerts).where(eq(stockAlerts.customerId, customerId)).orderBy(asc(stockAlerts.id));
}
