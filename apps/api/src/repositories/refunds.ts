import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/read-row';
import { payments, refunds } from '../db/schema';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Pick<RefundRow, 'orderId' | 'paymentId' | 'idempotencyKey' | 'amountPaise' | 'reason' | 'restocked' | 'actor'> &
  Partial<Pick<RefundRow, 'method' | 'retryOf'>>;

export async function findRefundByKey(db: Db, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row;
}

/** The refund that tries again a failed one (at most one: refunds_retry_of_key). */
export async function findRetryOf(db: Db, failedId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.retryOf, failedId));
  return row;
}

export async function findRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** A refund as a provider webhook names it: by the provider's id, or by the shop's id in its receipt (the answer not yet recorded). */
export async function findRefundForProvider(db: Db, by: { providerRefundId: string; shopRefundId: number | null }) {
  const where = by.shopRefundId === null ? eq(refunds.providerRefundId, by.providerRefundId) : eq(refunds.id, by.shopRefundId);
  const [row] = await db.select({ refund: refunds, payment: payments }).from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).where(where);
  return row;
}

export async function listOrderRefunds(db: Db, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** Written under the order's lock; the unique key stands behind it should two requests get this far. */
export async function insertRefund(db: Db, refund: NewRefund): Promise<RefundRow> {
  const [row] = await db
    .insert(refunds)
    .values({ ...refund, sentAt: new Date() })
    .returning();
  return row!;
}

/**
 * Takes the right to ask the provider again about a refund it never answered (the shop's request timed
 * out, or the process died): only one request gets it, and only `pauseMs` after the last attempt, when
 * that one has surely ended. The same idempotency key goes with it, so the provider makes no second refund.
 */
export async function claimRefundResend(db: Db, id: number, pauseMs: number): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ sentAt: sql`now()` })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending'), isNull(refunds.providerRefundId), lt(refunds.sentAt, sql`now() - make_interval(secs => ${pauseMs / 1000})`)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** Refunds sent to the provider whose outcome the shop has not recorded, oldest first. */
export async function listPendingProviderRefunds(db: Db, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), eq(refunds.method, 'provider')))
    .orderBy(asc(refunds.id))
    .limit(limit);
}

/** Locks the refund row (after its order's row: the lock order of every refund change). */
export async function lockRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

export async function updateRefund(db: Db, id: number, patch: Partial<Pick<RefundRow, 'status' | 'providerRefundId' | 'failureReason' | 'processedAt'>>): Promise<RefundRow> {
  const [row] = await db
    .update(refunds)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(refunds.id, id))
    .returning();
  return row!;
}

/** What a payment has given back or may still be giving back: every refund that has not failed. */
export async function activeRefundTotal(db: Db, paymentId: number, except?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed'), except === undefined ? undefined : ne(refunds.id, except)));
  return row?.n ?? 0;
}

/**
 * What was paid for an order (its paid payments, or the cash collected on delivery), and what of it has
 * been refunded (processed) or is on its way back (not failed).
 */
export async function orderRefundTotals(db: Db, orderId: number): Promise<{ paidPaise: number; processedPaise: number; activePaise: number }> {
  // Written out in full: Drizzle leaves columns unqualified in a one-table select (see admin-categories.ts).
  const result = await db.execute(sql`
    select (select coalesce(sum(p.amount_paise), 0)::int from payments p where p.order_id = ${orderId} and p.status = 'paid')
         + (select case when o.payment_method = 'cod' and o.paid_at is not null then o.total_paise else 0 end from orders o where o.id = ${orderId}) as "paidPaise",
           coalesce(sum(r.amount_paise) filter (where r.status = 'processed'), 0)::int as "processedPaise",
           coalesce(sum(r.amount_paise) filter (where r.status <> 'failed'), 0)::int as "activePaise"
      from refunds r where r.order_id = ${orderId}`);
  const row = resultRows(result)[0]!;
  return { paidPaise: Number(row.paidPaise), processedPaise: Number(row.processedPaise), activePaise: Number(row.activePaise) };
}
