import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { simulatedBankKeys, simulatedBankOrders, simulatedBankPayments, simulatedBankRefunds } from '../db/schema';

export type SimulatedBankPayment = typeof simulatedBankPayments.$inferSelect;
export type SimulatedBankRefund = typeof simulatedBankRefunds.$inferSelect;

/**
 * The secrets every API process shares: the first process to ask writes them, the rest (and every later
 * start) read the same row, so a signature made by one process verifies in another.
 */
export async function simulatedBankSecrets(db: Db, fresh: { keySecret: string; webhookSecret: string }) {
  await db.insert(simulatedBankKeys).values({ id: 1, ...fresh }).onConflictDoNothing();
  const [row] = await db.select({ keySecret: simulatedBankKeys.keySecret, webhookSecret: simulatedBankKeys.webhookSecret }).from(simulatedBankKeys);
  return row!;
}

export async function insertSimulatedOrder(db: Db, row: { id: string; amountPaise: number; currency: string }): Promise<void> {
  await db.insert(simulatedBankOrders).values(row);
}

export async function findSimulatedOrder(db: Db, id: string) {
  const [row] = await db.select().from(simulatedBankOrders).where(eq(simulatedBankOrders.id, id));
  return row;
}

/** Marks an unpaid order paid; false when it already was (two Pay clicks, or two processes, at once). */
export async function markSimulatedOrderPaid(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(simulatedBankOrders)
    .set({ paid: true })
    .where(and(eq(simulatedBankOrders.id, id), eq(simulatedBankOrders.paid, false)))
    .returning({ id: simulatedBankOrders.id });
  return rows.length === 1;
}

export async function insertSimulatedPayment(db: Db, row: typeof simulatedBankPayments.$inferInsert): Promise<void> {
  await db.insert(simulatedBankPayments).values(row);
}

export async function findSimulatedPayment(db: Db, id: string): Promise<SimulatedBankPayment | undefined> {
  const [row] = await db.select().from(simulatedBankPayments).where(eq(simulatedBankPayments.id, id));
  return row;
}

export async function simulatedPaymentsOfOrder(db: Db, orderId: string): Promise<SimulatedBankPayment[]> {
  return db.select().from(simulatedBankPayments).where(eq(simulatedBankPayments.orderId, orderId)).orderBy(asc(simulatedBankPayments.createdAt));
}

/** Captures an authorized payment; returns the payment as it is afterwards. */
export async function captureSimulatedPayment(db: Db, id: string): Promise<SimulatedBankPayment | undefined> {
  await db
    .update(simulatedBankPayments)
    .set({ status: 'captured' })
    .where(and(eq(simulatedBankPayments.id, id), eq(simulatedBankPayments.status, 'authorized')));
  return findSimulatedPayment(db, id);
}

/** The payment, locked until the transaction ends: its refunds are added up and added to under the lock. */
export async function lockSimulatedPayment(db: Db, id: string): Promise<SimulatedBankPayment | undefined> {
  const [row] = await db.select().from(simulatedBankPayments).where(eq(simulatedBankPayments.id, id)).for('update');
  return row;
}

export async function markSimulatedPaymentRefunded(db: Db, id: string): Promise<void> {
  await db.update(simulatedBankPayments).set({ status: 'refunded' }).where(eq(simulatedBankPayments.id, id));
}

export async function simulatedRefundByKey(db: Db, idempotencyKey: string): Promise<SimulatedBankRefund | undefined> {
  const [row] = await db.select().from(simulatedBankRefunds).where(eq(simulatedBankRefunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function refundedOfSimulatedPayment(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${simulatedBankRefunds.amountPaise}), 0)::int` })
    .from(simulatedBankRefunds)
    .where(eq(simulatedBankRefunds.paymentId, paymentId));
  return row?.paise ?? 0;
}

export async function recordSimulatedRefund(db: Db, row: typeof simulatedBankRefunds.$inferInsert): Promise<void> {
  await db.insert(simulatedBankRefunds).values(row);
}
