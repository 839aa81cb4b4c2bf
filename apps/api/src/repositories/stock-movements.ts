import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RecordHistoryQuery, StockReason } from '@canino/shared';
import type { Db } from '../db/client';
import { resultRows } from '../db/read-row';
import { products, stockMovements } from '../db/schema';
import { offsetOf } from './admin-paging';

/** Who or what moved the stock, and why; written on each movement row. */
export interface StockCause {
  reason: StockReason;
  actor: string;
  adminId?: number | null;
  orderId?: number | null;
  note?: string;
}

/** A product as it stands after a movement, with what the low-stock rule reads. */
export interface MovedProduct {
  productId: number;
  stock: number;
  lowStockThreshold: number;
  lowStockAlerted: boolean;
}

/**
 * Adds each change (signed) to its product's stock and writes the movement rows, in one statement.
 * The product rows are locked in id order first, like every transaction on stock (decision 009); a
 * caller that locked them already (lockStock) does not wait. Changes of 0 are left out. The CHECK
 * (stock >= 0) refuses a change that would oversell, and the whole statement with it.
 */
export async function moveStock(db: Db, changes: readonly StockChange[], cause: StockCause): Promise<MovedProduct[]> {
  const steps = stockMoveSteps(changes, cause);
  if (!steps) return [];
  const result = await db.execute(sql`with ${steps} select ${movedProductsJson} as moved`);
  return readMovedProducts(resultRows(result)[0]!.moved);
}

export interface StockChange {
  productId: number;
  change: number;
}

/**
 * moveStock's work as CTEs, for a statement that writes more with it (a sale's order change: decision
 * 031): `moved` answers each product as it stands after, read with movedProductsJson. Undefined when
 * nothing moves. The product rows are locked in the first step, so only a caller holding them already
 * (lockStock) may run it beside other writes: a lock taken in one CTE and a write in another is the
 * order decision 009 forbids.
 */
export function stockMoveSteps(changes: readonly StockChange[], cause: StockCause): SQL | undefined {
  const moves = changes.filter((c) => c.change !== 0).map((c) => ({ product_id: c.productId, change: c.change }));
  if (!moves.length) return undefined;
  return sql`stock_change as (
      select product_id, sum(change)::int as change from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as y(product_id int, change int) group by product_id
    ), stock_locked as materialized (
      select p.id from products p where p.id in (select product_id from stock_change) order by p.id for no key update
    ), moved as (
      update products p set stock = p.stock + x.change, updated_at = now()
        from stock_change x where p.id = x.product_id and p.id in (select id from stock_locked)
      returning p.id, x.change, p.stock, p.low_stock_threshold, p.low_stock_alerted
    ), logged as (
      insert into stock_movements (product_id, change, stock_after, reason, actor, admin_id, order_id, note)
      select id, change, stock, ${cause.reason}, ${cause.actor}, ${cause.adminId ?? null}::int, ${cause.orderId ?? null}::int, ${cause.note ?? ''} from moved
    )`;
}

/** The products stockMoveSteps moved, as one JSON value of the statement's answer. */
export const movedProductsJson = sql`(select coalesce(json_agg(json_build_array(id, stock, low_stock_threshold, low_stock_alerted) order by id), '[]') from moved)`;

export function readMovedProducts(json: unknown): MovedProduct[] {
  return (json as [number, number, number, boolean][]).map(([productId, stock, lowStockThreshold, lowStockAlerted]) => ({
    productId: Number(productId),
    stock: Number(stock),
    lowStockThreshold: Number(lowStockThreshold),
    lowStockAlerted: lowStockAlerted === true,
  }));
}

/** The product's stock under a lock held to the end of the transaction, or undefined when it is gone. */
export async function lockProductStock(db: Db, productId: number): Promise<MovedProduct | undefined> {
  const [row] = await db
    .select({ productId: products.id, stock: products.stock, lowStockThreshold: products.lowStockThreshold, lowStockAlerted: products.lowStockAlerted })
    .from(products)
    .where(eq(products.id, productId))
    .for('no key update');
  return row;
}

/** A new product's first stock, as it was inserted. */
export async function insertOpeningStock(db: Db, productId: number, stock: number, cause: Omit<StockCause, 'reason'>): Promise<void> {
  await db
    .insert(stockMovements)
    .values({ productId, change: stock, stockAfter: stock, reason: 'opening', actor: cause.actor, adminId: cause.adminId ?? null, note: cause.note ?? '' });
}

export async function setLowStockAlerted(db: Db, productIds: number[], alerted: boolean): Promise<void> {
  if (!productIds.length) return;
  await db.update(products).set({ lowStockAlerted: alerted }).where(inArray(products.id, productIds));
}

/** A product's movements, newest first. */
export async function listStockMovements(db: Db, productId: number, q: RecordHistoryQuery) {
  const rows = await db.select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(desc(stockMovements.id)).limit(q.pageSize).offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId));
  return { rows, total: total?.n ?? 0 };
}
