import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from '../db/read-row';
import { orderLineBatches, orderLines, stockBatches } from '../db/schema';

export type StockBatchRow = typeof stockBatches.$inferSelect;

/** A batch as the owner receives it: its number, months (first days) and nothing on the shelf yet. */
export interface BatchNaming {
  batchNo: string;
  manufacturedOn?: string | null;
  bestBefore?: string | null;
}

/** The variants' batches still on sale (not withdrawn), empty ones included; the caller holds the variants' locks. */
export async function listLiveBatches(db: Db, variantIds: readonly number[]): Promise<StockBatchRow[]> {
  if (!variantIds.length) return [];
  return db
    .select()
    .from(stockBatches)
    .where(and(inArray(stockBatches.variantId, [...variantIds]), isNull(stockBatches.withdrawnAt)))
    .orderBy(asc(stockBatches.id));
}

/** Adds each signed change to its batch; the CHECK refuses a batch below zero. */
export async function changeBatchQuantities(db: Db, changes: readonly { batchId: number; change: number }[]): Promise<void> {
  const moves = changes.filter((c) => c.change !== 0).map((c) => ({ id: c.batchId, change: c.change }));
  if (!moves.length) return;
  await db.execute(sql`
    update stock_batches b set quantity = b.quantity + x.change
      from (select id, sum(change)::int as change from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as y(id int, change int) group by id) x
     where b.id = x.id`);
}

/** The variant's batch of that number, made when it is new (its dates are kept from its first receipt). */
export async function ensureBatch(db: Db, variantId: number, naming: BatchNaming): Promise<number> {
  const [row] = await db
    .insert(stockBatches)
    .values({ variantId, batchNo: naming.batchNo, manufacturedOn: naming.manufacturedOn ?? null, bestBefore: naming.bestBefore ?? null })
    .onConflictDoUpdate({ target: [stockBatches.variantId, stockBatches.batchNo], set: { batchNo: sql`excluded.batch_no` } })
    .returning({ id: stockBatches.id });
  return row!.id;
}

export async function recordLineBatches(db: Db, rows: readonly { lineId: number; batchId: number; quantity: number }[]): Promise<void> {
  if (rows.length) await db.insert(orderLineBatches).values([...rows]);
}

/** An order's lines of one size, in line order: what a sale allocates batches to. */
export async function orderLinesOfVariant(db: Db, orderId: number, variantId: number): Promise<{ id: number; quantity: number }[]> {
  return db
    .select({ id: orderLines.id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.variantId, variantId)))
    .orderBy(asc(orderLines.id));
}

/** What an order's lines of one size took from each batch and have not given back, latest-expiring first. */
export async function takenByOrder(db: Db, orderId: number, variantId: number): Promise<{ id: number; batchId: number; left: number }[]> {
  const result = await db.execute(sql`
    select lb.id, lb.batch_id, lb.quantity - lb.returned as left_over
      from order_line_batches lb join order_lines l on l.id = lb.line_id join stock_batches b on b.id = lb.batch_id
     where l.order_id = ${orderId} and l.variant_id = ${variantId} and lb.quantity > lb.returned
     order by b.best_before desc nulls first, lb.id desc`);
  return resultRows(result).map((r) => ({ id: Number(r.id), batchId: Number(r.batch_id), left: Number(r.left_over) }));
}

export async function markReturned(db: Db, returns: readonly { id: number; quantity: number }[]): Promise<void> {
  for (const r of returns)
    await db
      .update(orderLineBatches)
      .set({ returned: sql`${orderLineBatches.returned} + ${r.quantity}` })
      .where(eq(orderLineBatches.id, r.id));
}

/**
 * Takes the variants' batches whose best-before comes before `sellableFrom` off sale, once: answers
 * each with the quantity it had, for the stock to go down by and the owner's alert.
 */
export async function withdrawShortDated(db: Db, variantIds: readonly number[], sellableFrom: string): Promise<StockBatchRow[]> {
  if (!variantIds.length) return [];
  return db
    .update(stockBatches)
    .set({ withdrawnAt: sql`now()` })
    .where(and(inArray(stockBatches.variantId, [...variantIds]), isNull(stockBatches.withdrawnAt), sql`${stockBatches.bestBefore} < ${sellableFrom}::date`))
    .returning();
}

export async function findBatch(db: Db, batchId: number): Promise<StockBatchRow | undefined> {
  const [row] = await db.select().from(stockBatches).where(eq(stockBatches.id, batchId));
  return row;
}

/** Sizes with a batch still on sale whose best-before comes before `sellableFrom`: what the sweep withdraws. */
export async function variantsWithShortDated(db: Db, sellableFrom: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ variantId: stockBatches.variantId })
    .from(stockBatches)
    .where(and(isNull(stockBatches.withdrawnAt), sql`${stockBatches.bestBefore} < ${sellableFrom}::date`))
    .orderBy(asc(stockBatches.variantId));
  return rows.map((r) => r.variantId);
}

/** The batch numbers each line of an order took, as "B1 × 2": what the packing slip prints (decision 062). */
export async function batchesOfOrder(db: Db, orderId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ lineId: orderLineBatches.lineId, batchNo: stockBatches.batchNo, quantity: orderLineBatches.quantity })
    .from(orderLineBatches)
    .innerJoin(orderLines, eq(orderLines.id, orderLineBatches.lineId))
    .innerJoin(stockBatches, eq(stockBatches.id, orderLineBatches.batchId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLineBatches.id));
  const byLine = new Map<number, string[]>();
  for (const r of rows) byLine.set(r.lineId, [...(byLine.get(r.lineId) ?? []), `${r.batchNo} × ${r.quantity}`]);
  return byLine;
}
