import { and, asc, desc, eq, getTableColumns, gt, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idList } from '../db/id-list';
import { readRow, resultRows } from '../db/read-row';
import { batchRecallNotices, orderLineBatches, orderLines, orders, productVariants, products, stockBatches } from '../db/schema';

export type StockBatchRow = typeof stockBatches.$inferSelect;

/** A batch as the owner receives it: its number, months (first days) and nothing on the shelf yet. */
export interface BatchNaming {
  batchNo: string;
  manufacturedOn?: string | null;
  bestBefore?: string | null;
}

/** The variants' batches still on sale (not withdrawn), empty ones included, oldest first; the caller holds the variants' locks. */
export async function listLiveBatches(db: Db, variantIds: readonly number[]): Promise<StockBatchRow[]> {
  if (!variantIds.length) return [];
  return readLiveBatchesColumn(resultRows(await db.execute(sql`select ${liveBatchesColumn(variantIds)}`))[0]!);
}

/** The sizes' batches on sale (empty ones included) as a column of a statement's answer (readSaleFacts, listLiveBatches). */
export function liveBatchesColumn(variantIds: readonly number[]): SQL {
  return sql`(select coalesce(json_agg(b order by b.id), '[]') from stock_batches b where b.variant_id in (${idList(variantIds)}) and b.withdrawn_at is null) as live_batches`;
}

export function readLiveBatchesColumn(row: Record<string, unknown>): StockBatchRow[] {
  return (row.live_batches as Record<string, unknown>[]).map((b) => readRow(stockBatches, b));
}

/** Packs moved in or out of batches, and which order lines the packs taken for a sale went to. */
export interface BatchMoves {
  changes: readonly { batchId: number; change: number }[];
  lineTakes: readonly { lineId: number; batchId: number; quantity: number }[];
}

/**
 * The CTE steps that write `moves` (each signed change added to its batch, the CHECK refusing a batch
 * below zero; the lines' takes recorded), for a statement of their own or a sale's order change;
 * undefined when there is nothing to write.
 */
export function batchMoveSteps(moves: BatchMoves): SQL | undefined {
  const changes = moves.changes.filter((c) => c.change !== 0).map((c) => ({ id: c.batchId, change: c.change }));
  const takes = moves.lineTakes.map((t) => ({ line_id: t.lineId, batch_id: t.batchId, quantity: t.quantity }));
  const steps: SQL[] = [];
  if (changes.length)
    steps.push(sql`batch_moved as (
      update stock_batches b set quantity = b.quantity + x.change
        from (select id, sum(change)::int as change from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as y(id int, change int) group by id) x
       where b.id = x.id)`);
  if (takes.length)
    steps.push(sql`line_batches as (
      insert into order_line_batches (line_id, batch_id, quantity)
      select line_id, batch_id, quantity from jsonb_to_recordset(${JSON.stringify(takes)}::jsonb) as y(line_id int, batch_id int, quantity int))`);
  return steps.length ? sql.join(steps, sql`, `) : undefined;
}

/** Writes `moves` in one statement. */
export async function writeBatchMoves(db: Db, moves: BatchMoves): Promise<void> {
  const steps = batchMoveSteps(moves);
  if (steps) await db.execute(sql`with ${steps} select 1`);
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

/** What an order's lines of one size took from each batch and have not given back, latest-expiring first; `withdrawn`: that batch is off sale now. */
export async function takenByOrder(db: Db, orderId: number, variantId: number): Promise<{ id: number; batchId: number; batchNo: string; left: number; withdrawn: boolean }[]> {
  const result = await db.execute(sql`
    select lb.id, lb.batch_id, b.batch_no, lb.quantity - lb.returned as left_over, b.withdrawn_at is not null as withdrawn
      from order_line_batches lb join order_lines l on l.id = lb.line_id join stock_batches b on b.id = lb.batch_id
     where l.order_id = ${orderId} and l.variant_id = ${variantId} and lb.quantity > lb.returned
     order by b.best_before desc nulls first, lb.id desc`);
  return resultRows(result).map((r) => ({
    id: Number(r.id),
    batchId: Number(r.batch_id),
    batchNo: String(r.batch_no),
    left: Number(r.left_over),
    withdrawn: r.withdrawn === true || r.withdrawn === 't',
  }));
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

/** A size's batch of that number, if it has one; the caller holds the size's lock when it means to write. */
export async function findBatchByNumber(db: Db, variantId: number, batchNo: string): Promise<StockBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(stockBatches)
    .where(and(eq(stockBatches.variantId, variantId), eq(stockBatches.batchNo, batchNo)));
  return row;
}

/** Every batch of a product's sizes, empty and withdrawn ones included: its admin page's list, by size then first-expiring first. */
export async function listProductBatches(db: Db, productId: number): Promise<StockBatchRow[]> {
  return db
    .select(getTableColumns(stockBatches))
    .from(stockBatches)
    .innerJoin(productVariants, eq(productVariants.id, stockBatches.variantId))
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(stockBatches.variantId), sql`${stockBatches.bestBefore} asc nulls last`, asc(stockBatches.id));
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

/** Batches still on sale with packs left whose best-before is on or before `until`, soonest first: the owner's expiring-soon list. */
export async function listExpiringBatches(db: Db, until: string) {
  return db
    .select({
      batchId: stockBatches.id,
      productId: products.id,
      productName: products.name,
      variantId: productVariants.id,
      sizeLabel: productVariants.label,
      batchNo: stockBatches.batchNo,
      bestBefore: sql<string>`${stockBatches.bestBefore}::text`,
      quantity: stockBatches.quantity,
    })
    .from(stockBatches)
    .innerJoin(productVariants, eq(productVariants.id, stockBatches.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(isNull(stockBatches.withdrawnAt), gt(stockBatches.quantity, 0), isNotNull(stockBatches.bestBefore), lte(stockBatches.bestBefore, until)))
    .orderBy(asc(stockBatches.bestBefore), asc(products.name), asc(productVariants.position), asc(stockBatches.id));
}

const customerName = sql<string>`trim(coalesce(${orders.billing}->>'firstName', '') || ' ' || coalesce(${orders.billing}->>'lastName', ''))`;

/** Every order line that took packs of a batch of that number (any size), newest order first: whom a recall must reach. */
export async function listRecallLines(db: Db, batchNo: string) {
  return db
    .select({
      orderId: orders.id,
      placedAt: orders.createdAt,
      status: orders.status,
      customerName,
      email: orders.email,
      mobile: orders.mobile,
      productId: orderLines.productId,
      productName: orderLines.productName,
      sizeLabel: orderLines.variantLabel,
      quantity: orderLineBatches.quantity,
      returned: orderLineBatches.returned,
      emailedAt: batchRecallNotices.sentAt,
    })
    .from(orderLineBatches)
    .innerJoin(stockBatches, eq(stockBatches.id, orderLineBatches.batchId))
    .innerJoin(orderLines, eq(orderLines.id, orderLineBatches.lineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(batchRecallNotices, and(eq(batchRecallNotices.batchNo, stockBatches.batchNo), eq(batchRecallNotices.orderId, orders.id)))
    .where(eq(stockBatches.batchNo, batchNo))
    .orderBy(desc(orders.id), asc(orderLines.id));
}

/**
 * Notes that these orders were told of the batch's recall, and answers those not told before: the
 * unique key lets one of two owners sending at once write each order, the other finding it written.
 */
export async function recordRecallNotices(db: Db, batchNo: string, orderIds: readonly number[], adminId: number): Promise<number[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .insert(batchRecallNotices)
    .values(orderIds.map((orderId) => ({ batchNo, orderId, adminId })))
    .onConflictDoNothing()
    .returning({ orderId: batchRecallNotices.orderId });
  return rows.map((r) => r.orderId);
}
