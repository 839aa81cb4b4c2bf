import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columnsOf, readRow, resultRows } from '../db/read-row';
import { simulatedBankKeys, simulatedBankMandates, simulatedBankPayments, simulatedBankRefunds } from '../db/schema';

export type SimulatedBankPayment = typeof simulatedBankPayments.$inferSelect;
export type SimulatedBankRefund = typeof simulatedBankRefunds.$inferSelect;
export type SimulatedBankMandate = typeof simulatedBankMandates.$inferSelect;

/**
 * The secrets every API process shares: the first process to ask writes them, the rest (and every later
 * start) read the same row, so a signature made by one process verifies in another.
 */
export async function simulatedBankSecrets(db: Db, fresh: { keySecret: string; webhookSecret: string }) {
  await db
    .insert(simulatedBankKeys)
    .values({ id: 1, ...fresh })
    .onConflictDoNothing();
  const [row] = await db.select({ keySecret: simulatedBankKeys.keySecret, webhookSecret: simulatedBankKeys.webhookSecret }).from(simulatedBankKeys);
  return row!;
}

/** Every checkout makes one, and the browser's report reads its payment: both written as SQL (decision 031). */
export async function insertSimulatedOrder(db: Db, row: { id: string; amountPaise: number; currency: string }): Promise<void> {
  await db.execute(sql`insert into simulated_bank_orders (id, amount_paise, currency) values (${row.id}, ${row.amountPaise}, ${row.currency})`);
}

/**
 * A payment of a simulated order, in one statement: a successful one marks the order paid (`where not
 * paid`, so two Pay clicks on two processes pay once) and is recorded only if it did; a failed one is
 * recorded while the order is unpaid. 'not found' for an unknown order, 'already paid' when it was
 * (nothing is written then), otherwise the amount the payment took: the order's.
 */
export async function paySimulatedOrder(
  db: Db,
  payment: { id: string; orderId: string; currency: string; status: 'captured' | 'failed'; errorDescription: string | null },
): Promise<'not found' | 'already paid' | { amountPaise: number }> {
  const succeeded = payment.status === 'captured';
  const result = await db.execute(sql`
    with o as (
      select id, amount_paise, paid from simulated_bank_orders where id = ${payment.orderId}
    ), marked as (
      update simulated_bank_orders set paid = true where id = ${payment.orderId} and not paid and ${succeeded} returning id
    ), recorded as (
      insert into simulated_bank_payments (id, order_id, amount_paise, currency, status, error_description)
      select ${payment.id}, o.id, o.amount_paise, ${payment.currency}, ${payment.status}, ${payment.errorDescription}
        from o where not o.paid and (not ${succeeded} or exists (select 1 from marked))
      returning amount_paise
    )
    select (select amount_paise from recorded) as amount_paise from o`);
  const row = resultRows(result)[0];
  if (!row) return 'not found';
  return row.amount_paise === null ? 'already paid' : { amountPaise: Number(row.amount_paise) };
}

export async function insertSimulatedPayment(db: Db, row: typeof simulatedBankPayments.$inferInsert): Promise<void> {
  await db.insert(simulatedBankPayments).values(row);
}

export async function findSimulatedPayment(db: Db, id: string): Promise<SimulatedBankPayment | undefined> {
  const [row] = resultRows(await db.execute(sql`select ${columnsOf(simulatedBankPayments)} from simulated_bank_payments where id = ${id}`));
  return row && readRow(simulatedBankPayments, row);
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

export async function findSimulatedRefund(db: Db, id: string): Promise<SimulatedBankRefund | undefined> {
  const [row] = await db.select().from(simulatedBankRefunds).where(eq(simulatedBankRefunds.id, id));
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

/** The mandate a first payment set up: one per payment, so registering it twice answers the same token. */
export async function insertSimulatedMandate(db: Db, row: { id: string; paymentId: string; maxAmountPaise: number }): Promise<SimulatedBankMandate> {
  await db.insert(simulatedBankMandates).values(row).onConflictDoNothing({ target: simulatedBankMandates.paymentId });
  const [saved] = await db.select().from(simulatedBankMandates).where(eq(simulatedBankMandates.paymentId, row.paymentId));
  return saved!;
}

export async function findSimulatedMandate(db: Db, id: string): Promise<SimulatedBankMandate | undefined> {
  const [row] = await db.select().from(simulatedBankMandates).where(eq(simulatedBankMandates.id, id));
  return row;
}

/** The mandate, locked while a charge counts down its declines: two charges at once take turns. */
export async function lockSimulatedMandate(db: Db, id: string): Promise<SimulatedBankMandate | undefined> {
  const [row] = await db.select().from(simulatedBankMandates).where(eq(simulatedBankMandates.id, id)).for('update');
  return row;
}

export async function updateSimulatedMandate(db: Db, id: string, patch: { declineCharges?: number; revoked?: boolean }): Promise<boolean> {
  const rows = await db.update(simulatedBankMandates).set(patch).where(eq(simulatedBankMandates.id, id)).returning({ id: simulatedBankMandates.id });
  return rows.length > 0;
}
