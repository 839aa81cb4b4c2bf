import { ABANDONED_STATUSES, SHOP_TIME_ZONE, type RecoveryState } from '@canino/shared';
import { and, asc, desc, eq, gt, inArray, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkoutRecoveries, orders, products, productVariants, type RecoveryLineRow } from '../db/schema';
import { defaultVariantOf } from './product-variants';

export type RecoveryRow = typeof checkoutRecoveries.$inferSelect;

/** A size on sale today, as a checkout's line is priced and an email checks its stock. */
export interface SizeToday {
  productId: number;
  variantId: number;
  isDefault: boolean;
  name: string;
  image: string;
  pricePaise: number;
  stock: number;
}

export async function sizesOnSale(db: Db, productIds: readonly number[]): Promise<SizeToday[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      isDefault: sql<boolean>`${productVariants.id} = ${defaultVariantOf(productVariants.productId)}`,
      name: products.name,
      image: sql<string>`coalesce(nullif(${productVariants.image}, ''), ${products.image})`,
      pricePaise: productVariants.sellingPricePaise,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.productId, [...productIds]), eq(productVariants.active, true), eq(products.active, true)));
}

/**
 * The contact's checkout, written or brought up to date: one waiting row per email (the partial unique
 * index), so a shopper who comes back to checkout has one clock, from the latest visit.
 */
export async function upsertCheckout(db: Db, row: { customerId: number | null; email: string; lines: RecoveryLineRow[]; startedAt: Date; token: string }): Promise<void> {
  await db
    .insert(checkoutRecoveries)
    .values(row)
    .onConflictDoUpdate({
      target: checkoutRecoveries.email,
      targetWhere: sql`${checkoutRecoveries.state} in ('open', 'first_sent', 'second_sent')`,
      set: { lines: row.lines, startedAt: row.startedAt, customerId: sql`coalesce(excluded.customer_id, ${checkoutRecoveries.customerId})`, updatedAt: sql`now()` },
    });
}

/** Whether the address stopped these emails once: a later checkout of theirs is not emailed. */
export async function optedOut(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checkoutRecoveries.id })
    .from(checkoutRecoveries)
    .where(and(eq(checkoutRecoveries.email, email), eq(checkoutRecoveries.stopReason, 'opted_out')))
    .limit(1);
  return Boolean(row);
}

/** Rows a sweep looks at: those before their emails, and those emailed twice since `lastEmailSince` (an order then still counts as recovered). */
export async function listWaiting(db: Db, lastEmailSince: Date): Promise<RecoveryRow[]> {
  return db
    .select()
    .from(checkoutRecoveries)
    .where(or(inArray(checkoutRecoveries.state, ['open', 'first_sent']), and(eq(checkoutRecoveries.state, 'second_sent'), gt(checkoutRecoveries.secondSentAt, lastEmailSince))))
    .orderBy(asc(checkoutRecoveries.id));
}

/** The first order the contact placed (not left unpaid) since `since`: by account or by email. */
export async function orderPlacedSince(db: Db, contact: { customerId: number | null; email: string }, since: Date) {
  const who = contact.customerId === null ? eq(orders.email, contact.email) : or(eq(orders.customerId, contact.customerId), eq(orders.email, contact.email));
  const [row] = await db
    .select({ id: orders.id, totalPaise: orders.totalPaise })
    .from(orders)
    .where(and(who, gt(orders.createdAt, since), notInArray(orders.status, [...ABANDONED_STATUSES])))
    .orderBy(asc(orders.id))
    .limit(1);
  return row;
}

/**
 * Moves a row from `from` to `to` only if it is still in `from`: of two workers, or a retried job, one
 * gets the row back and acts; the other gets nothing.
 */
export async function moveState(
  db: Db,
  id: number,
  from: RecoveryState,
  to: Partial<typeof checkoutRecoveries.$inferInsert> & { state: RecoveryState },
): Promise<RecoveryRow | undefined> {
  const [row] = await db
    .update(checkoutRecoveries)
    .set({ ...to, updatedAt: sql`now()` })
    .where(and(eq(checkoutRecoveries.id, id), eq(checkoutRecoveries.state, from)))
    .returning();
  return row;
}

export async function findByToken(db: Db, token: string): Promise<RecoveryRow | undefined> {
  const [row] = await db.select().from(checkoutRecoveries).where(eq(checkoutRecoveries.token, token));
  return row;
}

/** Left checkouts: rows whose first email came due (`dueBefore`), except those ordered before it; newest first. */
const abandoned = (dueBefore: Date) => and(lte(checkoutRecoveries.startedAt, dueBefore), ne(checkoutRecoveries.state, 'ordered'));

export async function pageAbandoned(db: Db, dueBefore: Date, page: { limit: number; offset: number }) {
  const [rows, [count]] = await Promise.all([
    db.select().from(checkoutRecoveries).where(abandoned(dueBefore)).orderBy(desc(checkoutRecoveries.startedAt), desc(checkoutRecoveries.id)).limit(page.limit).offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkoutRecoveries)
      .where(abandoned(dueBefore)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Per week (from Monday, India time) of the checkout: how many were left, recovered, and the recovered orders' totals. */
export async function weeklyRecovery(db: Db, dueBefore: Date, weeks: number) {
  const week = sql<string>`to_char(date_trunc('week', ${checkoutRecoveries.startedAt} at time zone ${SHOP_TIME_ZONE}), 'YYYY-MM-DD')`;
  return (
    db
      .select({
        weekOf: week,
        abandoned: sql<number>`count(*)::int`,
        recovered: sql<number>`(count(*) filter (where ${checkoutRecoveries.state} = 'recovered'))::int`,
        recoveredPaise: sql<number>`(coalesce(sum(${checkoutRecoveries.orderTotalPaise}) filter (where ${checkoutRecoveries.state} = 'recovered'), 0))::int`,
      })
      .from(checkoutRecoveries)
      .where(and(abandoned(dueBefore), gt(checkoutRecoveries.startedAt, sql`${dueBefore.toISOString()}::timestamptz - ${`${weeks} weeks`}::interval`)))
      // By position: the expression carries a parameter, and a repeated one would be another to PostgreSQL.
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`)
  );
}

/**
 * The shopper stopped these emails: a waiting row is stopped (so a sweep's conditional move finds it
 * gone), an ended one keeps its state; either way the address is known to have opted out.
 */
export async function markOptedOut(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(checkoutRecoveries)
    .set({
      stopReason: 'opted_out',
      state: sql`case when ${checkoutRecoveries.state} in ('open', 'first_sent', 'second_sent') then 'stopped' else ${checkoutRecoveries.state} end`,
      endedAt: sql`coalesce(${checkoutRecoveries.endedAt}, ${now})`,
      updatedAt: sql`now()`,
    })
    .where(eq(checkoutRecoveries.id, id));
}
