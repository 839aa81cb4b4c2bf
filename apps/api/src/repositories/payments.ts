import { PAY_NOW_STATUSES } from '@canino/shared';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readRow, resultRows } from '../db/read-row';
import { orders, payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * A payment row with its order, found by the provider's order id or payment id, in one query. Every
 * browser report and webhook starts here: written as SQL, it skips drizzle's building of a join over two
 * whole tables, about a third of a millisecond per call (decision 031).
 */
export async function findPaymentAndOrder(db: Db, by: { providerOrderId: string } | { providerPaymentId: string }): Promise<{ payment: PaymentRow; order: OrderRow } | undefined> {
  const where = 'providerOrderId' in by ? sql`p.provider_order_id = ${by.providerOrderId}` : sql`p.provider_payment_id = ${by.providerPaymentId}`;
  const [row] = resultRows(await db.execute(sql`select row_to_json(p) as payment, row_to_json(o) as order from payments p join orders o on o.id = p.order_id where ${where}`));
  return row && { payment: readRow(payments, row.payment as Record<string, unknown>), order: readRow(orders, row.order as Record<string, unknown>) };
}

/** A new payment attempt for an order the shop already has (a cash-on-delivery order paid online instead). */
export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  return inserted!;
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
  const result = await db.execute(sql`insert into webhook_events (event_id, type) values (${eventId}, ${type}) on conflict do nothing returning event_id`);
  return resultRows(result).length > 0;
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
        or(
          eq(orders.status, 'pending_payment'),
          // A cash-on-delivery order's open "Pay now instead" attempt: its cash is still to come.
          and(inArray(orders.status, [...PAY_NOW_STATUSES]), eq(orders.paymentMethod, 'cod'), isNull(orders.paidAt), eq(payments.status, 'created')),
        ),
        // The attempt's age, not the order's: a checkout's attempt is made with its order, a pay-now one later.
        lt(payments.createdAt, q.before),
        eq(payments.provider, q.provider),
        isNotNull(payments.providerOrderId),
        sql`(${payments.checkedAt} is null or ${payments.checkedAt} < ${now}::timestamptz - greatest(${q.minPauseMs} * interval '1 millisecond', (${now}::timestamptz - ${payments.createdAt}) / 4))`,
      ),
    )
    .orderBy(orders.id)
    .limit(q.limit);
}

export async function markPaymentChecked(db: Db, paymentId: number, at: Date): Promise<void> {
  await db.update(payments).set({ checkedAt: at }).where(eq(payments.id, paymentId));
}
