import { DEFAULT_AUTOSHIP_SETTINGS, type AutoshipSettings } from '@canino/shared';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addresses, autoshipSettings, customers, productVariants, products, subscriptionCycles, subscriptionItems, subscriptions } from '../db/schema';
import { lockRow } from './lock-row';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionCycleRow = typeof subscriptionCycles.$inferSelect;
type SubscriptionPatch = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'customerId' | 'createdAt'>>;

export async function getAutoshipSettings(db: Db): Promise<AutoshipSettings> {
  const [row] = await db.select().from(autoshipSettings).where(eq(autoshipSettings.id, 1));
  return row
    ? { discountPercent: row.discountPercent, firstOrderDiscountPercent: row.firstOrderDiscountPercent, retryCount: row.retryCount, retrySpacingHours: row.retrySpacingHours }
    : DEFAULT_AUTOSHIP_SETTINGS;
}

export async function saveAutoshipSettings(db: Db, values: AutoshipSettings): Promise<void> {
  const row = { id: 1, ...values, updatedAt: new Date() };
  await db.insert(autoshipSettings).values(row).onConflictDoUpdate({ target: autoshipSettings.id, set: row });
}

export async function insertSubscription(
  db: Db,
  row: typeof subscriptions.$inferInsert,
  items: { productId: number; variantId: number; quantity: number }[],
): Promise<SubscriptionRow> {
  const [created] = await db.insert(subscriptions).values(row).returning();
  await db.insert(subscriptionItems).values(items.map((i) => ({ ...i, subscriptionId: created!.id })));
  return created!;
}

/** The subscription, locked until the transaction ends: every action and the cycle job take turns on it. */
export async function lockSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function updateSubscription(db: Db, id: number, patch: SubscriptionPatch): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

export async function replaceSubscriptionItems(db: Db, id: number, items: { productId: number; variantId: number; quantity: number }[]): Promise<void> {
  await db.delete(subscriptionItems).where(eq(subscriptionItems.subscriptionId, id));
  await db.insert(subscriptionItems).values(items.map((i) => ({ ...i, subscriptionId: id })));
}

export function listCustomerSubscriptions(db: Db, customerId: number): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId)).orderBy(desc(subscriptions.id));
}

/** What the owner's list filters by: a status, or the paused ones a declined charge stopped. */
type SubscriptionFilter = SubscriptionRow['status'] | 'payment_failed' | null;

const whereFilter = (status: SubscriptionFilter) =>
  status === 'payment_failed' ? and(eq(subscriptions.status, 'paused'), eq(subscriptions.pauseReason, 'payment_failed')) : status ? eq(subscriptions.status, status) : undefined;

/** A page of subscriptions with their customer, newest first, with how many match in all. */
export async function pageSubscriptions(db: Db, filter: { status: SubscriptionFilter; limit: number; offset: number }) {
  const where = whereFilter(filter.status);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ subscription: subscriptions, customerName: customers.ownerName, customerEmail: customers.email })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(where)
      .orderBy(desc(subscriptions.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The customer a subscription is for and the address its orders go to (none once deleted). */
export async function findSubscriber(db: Db, row: Pick<SubscriptionRow, 'customerId' | 'addressId'>) {
  const [[customer], [address]] = await Promise.all([
    db.select({ name: customers.ownerName, email: customers.email }).from(customers).where(eq(customers.id, row.customerId)),
    row.addressId === null ? [] : db.select().from(addresses).where(eq(addresses.id, row.addressId)),
  ]);
  return { customer: customer!, address };
}

/** A size and whether it is on sale (it and its product active); undefined when there is no such size. */
export async function findSize(db: Db, variantId: number): Promise<{ productId: number; onSale: boolean; sellingPricePaise: number } | undefined> {
  const [row] = await db
    .select({
      productId: productVariants.productId,
      onSale: sql<boolean>`${productVariants.active} and ${products.active}`,
      sellingPricePaise: productVariants.sellingPricePaise,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  return row;
}

/** The items of these subscriptions with their size's name, label, price and whether it is still sold. */
export function listSubscriptionItems(db: Db, subscriptionIds: number[]) {
  if (!subscriptionIds.length) return Promise.resolve([]);
  return db
    .select({
      subscriptionId: subscriptionItems.subscriptionId,
      productId: subscriptionItems.productId,
      variantId: subscriptionItems.variantId,
      quantity: subscriptionItems.quantity,
      productName: products.name,
      label: productVariants.label,
      pricePaise: productVariants.sellingPricePaise,
      stock: productVariants.stock,
      // A size is on sale while both it and its product are.
      active: sql<boolean>`${productVariants.active} and ${products.active}`,
    })
    .from(subscriptionItems)
    .innerJoin(products, eq(products.id, subscriptionItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, subscriptionItems.variantId))
    .where(inArray(subscriptionItems.subscriptionId, subscriptionIds))
    .orderBy(asc(subscriptionItems.id));
}

export function listCycles(db: Db, subscriptionId: number): Promise<SubscriptionCycleRow[]> {
  return db.select().from(subscriptionCycles).where(eq(subscriptionCycles.subscriptionId, subscriptionId)).orderBy(desc(subscriptionCycles.cycleNo));
}

export async function findCycle(db: Db, subscriptionId: number, cycleNo: number): Promise<SubscriptionCycleRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionCycles)
    .where(and(eq(subscriptionCycles.subscriptionId, subscriptionId), eq(subscriptionCycles.cycleNo, cycleNo)));
  return row;
}

/** Writes the cycle's row, or moves an existing one to `state` (a reminded cycle being ordered or skipped). */
export async function upsertCycle(db: Db, row: typeof subscriptionCycles.$inferInsert): Promise<SubscriptionCycleRow> {
  const { subscriptionId: _s, cycleNo: _c, ...change } = row;
  const [saved] = await db
    .insert(subscriptionCycles)
    .values(row)
    .onConflictDoUpdate({ target: [subscriptionCycles.subscriptionId, subscriptionCycles.cycleNo], set: { ...change, updatedAt: new Date() } })
    .returning();
  return saved!;
}

/** Active subscriptions whose next delivery is on or before `day` (the sweep's question), oldest first. */
/** One page of the active subscriptions due by `day`, in id order after `afterId` (the last page's last id). */
export function listActiveDueBy(db: Db, day: string, afterId: number, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextDeliveryDate, day), gt(subscriptions.id, afterId)))
    .orderBy(asc(subscriptions.id))
    .limit(limit);
}

/** Every subscription not cancelled before `since`: what the owner's figures are worked out from. */
export function listSubscriptionsLiveSince(db: Db, since: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(or(isNull(subscriptions.cancelledAt), gte(subscriptions.cancelledAt, since)))
    .orderBy(asc(subscriptions.id));
}

/** Whether an order's autoship lines already started their subscriptions. */
export async function startedFromOrder(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.originOrderId, orderId)).limit(1);
  return row !== undefined;
}

/** The cash-on-delivery cycle whose reorder link carries the secret hashed as `hash`. */
export async function findCycleByReorderToken(db: Db, hash: string): Promise<SubscriptionCycleRow | undefined> {
  const [row] = await db.select().from(subscriptionCycles).where(eq(subscriptionCycles.reorderTokenHash, hash));
  return row;
}

/** The autoship settings' one row, locked until the transaction ends (once saved), so two saves at once each log what they replaced. */
export async function lockAutoshipSettings(tx: Db): Promise<void> {
  await lockRow(tx, autoshipSettings, 1);
}
