import { and, desc, eq, isNotNull, lt, sql, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, payments, webhookEvents } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** A payment row with its order, found by the provider's order id or payment id, in one query. */
export async function findPaymentAndOrder(db: Db, by: { providerOrderId: string } | { providerPaymentId: string }) {
  const where = 'providerOrderId' in by ? eq(payments.providerOrderId, by.providerOrderId) : eq(payments.providerPaymentId, by.providerPaymentId);
  const [row] = await db.select({ payment: payments, order: orders }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(where);
  return row;
}

/** The order's current payment: the newest one started for it. */
export async function findLatestPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return row;
}

/** The provider and provider order of each order's newest payment, for a page of orders. */
export async function listLatestPayments(db: Db, orderIds: number[]): Promise<Map<number, Pick<PaymentRow, 'provider' | 'providerOrderId'>>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([payments.orderId], { orderId: payments.orderId, provider: payments.provider, providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(payments.orderId, desc(payments.id));
  return new Map(rows.map(({ orderId, ...payment }) => [orderId, payment]));
}

export async function updatePaymentAttempt(db: Db, attempt: { id: number; status: PaymentRow['status']; failureReason: string | null }): Promise<void> {
  await db.update(payments).set({ status: attempt.status, failureReason: attempt.failureReason, updatedAt: new Date() }).where(eq(payments.id, attempt.id));
}

/**
 * Records a webhook event id as handled; false when another delivery of it already was. Called inside
 * the settlement's transaction, so a delivery that does not finish leaves no record.
 */
export async function claimWebhookEvent(db: Db, eventId: string, type: string): Promise<boolean> {
  const rows = await db.insert(webhookEvents).values({ eventId, type }).onConflictDoNothing().returning({ id: webhookEvents.eventId });
  return rows.length > 0;
}

/**
 * Payments of orders still awaiting payment that reconciliation should ask the provider about: made
 * through a provider order before `before`, and not asked about lately. The pause between two checks
 * grows with the order's age (a quarter of it, at least `minPauseMs`), so an abandoned checkout costs a
 * handful of provider calls, not one every run.
 */
export async function listPaymentsToReconcile(db: Db, q: { provider: PaymentRow['provider']; before: Date; now: Date; minPauseMs: number; limit: number }) {
  const now = q.now.toISOString();
  return db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        lt(orders.createdAt, q.before),
        eq(payments.provider, q.provider),
        isNotNull(payments.providerOrderId),
        sql`(${payments.checkedAt} is null or ${payments.checkedAt} < ${now}::timestamptz - greatest(${q.minPauseMs} * interval '1 millisecond', (${now}::timestamptz - ${orders.createdAt}) / 4))`,
      ),
    )
    .orderBy(orders.id)
    .limit(q.limit);
}

export async function markPaymentChecked(db: Db, paymentId: number, at: Date): Promise<void> {
  await db.update(payments).set({ checkedAt: at }).where(eq(payments.id, paymentId));
}
