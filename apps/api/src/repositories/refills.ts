import { SALE_STATUSES } from '@canino/shared';
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { defaultVariantOf } from './product-variants';
import { resultRows } from '../db/read-row';
import { mutedRefillProducts, orderLines, orders, pets, products, productVariants, refills } from '../db/schema';

export type RefillRow = typeof refills.$inferSelect;
const ACTIVE = ['scheduled', 'reminded'] as const;

/** The delivered order's lines with what a refill needs of their product. */
export function deliveredLines(db: Db, orderId: number) {
  return db
    .select({
      line: orderLines,
      customerId: orders.customerId,
      packSize: products.packSize,
      // The size delivered: its net quantity is what runs out (null for a line whose size was deleted).
      netQuantity: productVariants.netQuantity,
      netUnit: productVariants.netUnit,
      isDefaultSize: sql<boolean>`${productVariants.id} = ${defaultVariantOf(products.id)}`,
      doseUnit: products.doseUnit,
      bands: products.dosageBands,
      lifeStage: products.lifeStage,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** One refill per order line: a second delivery of the same order writes nothing. Undefined when it existed. */
export async function insertRefill(db: Db, row: typeof refills.$inferInsert): Promise<RefillRow | undefined> {
  const [created] = await db.insert(refills).values(row).onConflictDoNothing({ target: refills.orderLineId }).returning();
  return created;
}

/** A newer delivery of the same product replaces the customer's older refills of it. */
export async function supersedeRefills(db: Db, customerId: number, productId: number, keepId: number): Promise<void> {
  await db
    .update(refills)
    .set({ state: 'reordered', updatedAt: new Date() })
    .where(and(eq(refills.customerId, customerId), eq(refills.productId, productId), ne(refills.id, keepId), inArray(refills.state, [...ACTIVE])));
}

export async function findRefill(db: Db, id: number) {
  const [row] = await db
    .select({ refill: refills, productName: products.name, productActive: products.active, petName: pets.name })
    .from(refills)
    .innerJoin(products, eq(products.id, refills.productId))
    .leftJoin(pets, eq(pets.id, refills.petId))
    .where(eq(refills.id, id));
  return row;
}

export async function findRefillByToken(db: Db, token: string) {
  const [row] = await db.select().from(refills).where(eq(refills.token, token));
  return row;
}

/** The customer's refills still to come (not ended), soonest first. */
export function listActiveRefills(db: Db, customerId: number) {
  return db
    .select({
      refill: refills,
      productName: products.name,
      productImage: products.image,
      petName: pets.name,
      muted: sql<boolean>`exists (select 1 from ${mutedRefillProducts} m where m.customer_id = ${refills.customerId} and m.product_id = ${refills.productId})`,
    })
    .from(refills)
    .innerJoin(products, eq(products.id, refills.productId))
    .leftJoin(pets, eq(pets.id, refills.petId))
    .where(and(eq(refills.customerId, customerId), inArray(refills.state, [...ACTIVE])))
    .orderBy(asc(refills.runsOutOn), asc(refills.id));
}

/**
 * Takes the right to send this refill's reminder: exactly one caller gets the row back, whatever runs
 * concurrently (two workers, a retried job), so one refill is never reminded twice.
 */
export async function claimReminder(db: Db, id: number, today: string): Promise<RefillRow | undefined> {
  const [row] = await db
    .update(refills)
    .set({ state: 'reminded', remindedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(refills.id, id), eq(refills.state, 'scheduled'), lte(refills.remindOn, today)))
    .returning();
  return row;
}

export async function endRefill(db: Db, id: number, state: 'reordered' | 'off'): Promise<void> {
  await db
    .update(refills)
    .set({ state, updatedAt: new Date() })
    .where(and(eq(refills.id, id), inArray(refills.state, [...ACTIVE])));
}

export async function snoozeRefill(db: Db, customerId: number, id: number, remindOn: string): Promise<RefillRow | undefined> {
  const [row] = await db
    .update(refills)
    .set({ remindOn, state: 'scheduled', remindedAt: null, updatedAt: new Date() })
    .where(and(eq(refills.id, id), eq(refills.customerId, customerId), inArray(refills.state, [...ACTIVE])))
    .returning();
  return row;
}

/**
 * Whether the customer bought the product again (a sale, not an abandoned checkout) in an order placed after
 * `orderId`. Order ids rise with time; timestamps would not do, as a Date keeps milliseconds and the column microseconds.
 */
export async function orderedAgainAfter(db: Db, customerId: number, productId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.customerId, customerId), eq(orderLines.productId, productId), gt(orders.id, orderId), inArray(orders.status, [...SALE_STATUSES])))
    .limit(1);
  return row !== undefined;
}

export async function productMuted(db: Db, customerId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ p: mutedRefillProducts.productId })
    .from(mutedRefillProducts)
    .where(and(eq(mutedRefillProducts.customerId, customerId), eq(mutedRefillProducts.productId, productId)));
  return row !== undefined;
}

export async function setProductMuted(db: Db, customerId: number, productId: number, muted: boolean): Promise<void> {
  if (muted) await db.insert(mutedRefillProducts).values({ customerId, productId }).onConflictDoNothing();
  else await db.delete(mutedRefillProducts).where(and(eq(mutedRefillProducts.customerId, customerId), eq(mutedRefillProducts.productId, productId)));
}

/**
 * Delivered orders of customers (not guests) with a dosage product and no refill yet, delivered since
 * `since`, with the moment of delivery (its status event; the order's last update when none was written).
 */
export async function deliveredOrdersWithoutRefills(db: Db, since: Date): Promise<{ orderId: number; deliveredAt: Date }[]> {
  const result = await db.execute(sql`
    select o.id as order_id,
      coalesce((select max(e.created_at) from order_events e where e.order_id = o.id and e.to_status = 'delivered'), o.updated_at) as delivered_at
    from orders o
    where o.status = 'delivered' and o.customer_id is not null and o.updated_at >= ${since.toISOString()}
      and not exists (select 1 from refills r where r.order_id = o.id)
      and exists (select 1 from order_lines l join products p on p.id = l.product_id where l.order_id = o.id and p.dosage_bands is not null)
    order by o.id
    limit 500`);
  return resultRows(result).map((r) => ({ orderId: Number(r.order_id), deliveredAt: new Date(r.delivered_at as string) }));
}
/** The dosage columns of one product (any state: a refill outlives a product being hidden). */
export async function findProductDosage(db: Db, productId: number) {
  const [row] = await db
    .select({ packSize: products.packSize, doseUnit: products.doseUnit, dosageBands: products.dosageBands, lifeStage: products.lifeStage })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}
