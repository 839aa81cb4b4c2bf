import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, payments, webhookEvents } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Db, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [created] = await db.insert(payments).values(row).returning();
  return created!;
}

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

export async function updatePayment(db: Db, id: number, patch: Partial<typeof payments.$inferInsert>): Promise<void> {
  await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, id));
}

export async function isWebhookEventSeen(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: webhookEvents.eventId }).from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
  return Boolean(row);
}

export async function rememberWebhookEvent(db: Db, eventId: string, type: string): Promise<void> {
  await db.insert(webhookEvents).values({ eventId, type }).onConflictDoNothing();
}
