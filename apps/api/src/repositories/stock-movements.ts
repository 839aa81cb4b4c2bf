import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RecordHistoryQuery, StockReason } from '@canino/shared';
import type { Db } from '../db/client';
import { resultRows } from '../db/read-row';
import { productVariants, stockMovements } from '../db/schema';
import { offsetOf } from './paging';
import { defaultVariantOf } from './product-variants';

/** Who or what moved the stock, and why; written on each movement row. */
export interface StockCause {
  reason: StockReason;
  actor: string;
  adminId?: number | null;
  orderId?: number | null;
  note?: string;
}

/** A size (variant) as it stands after a movement, with what the low-stock rule reads. */
export interface MovedProduct {
  variantId: number;
  productId: number;
  stock: number;
  lowStockThreshold: number;
  lowStockAlerted: boolean;
}

/**
 * Adds each change (signed) to its variant's stock and writes the movement rows, in one statement.
 * Stock is kept per variant (decision 042). The variant rows are locked in id order first, like every transaction on stock (decision 009); a
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
  variantId: number;
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
  const moves = changes.filter((c) => c.change !== 0).map((c) => ({ variant_id: c.variantId, change: c.change }));
  if (!moves.length) return undefined;
  return sql`stock_change as (
      select variant_id, sum(change)::int as change from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as y(variant_id int, change int) group by variant_id
    ), stock_locked as materialized (
      select v.id from product_variants v where v.id in (select variant_id from stock_change) order by v.id for no key update
    ), moved as (
      update product_variants v set stock = v.stock + x.change, updated_at = now()
        from stock_change x where v.id = x.variant_id and v.id in (select id from stock_locked)
      returning v.id, v.product_id, x.change, v.stock, v.low_stock_threshold, v.low_stock_alerted
    ), logged as (
      insert into stock_movements (product_id, variant_id, change, stock_after, reason, actor, admin_id, order_id, note)
      select product_id, id, change, stock, ${cause.reason}, ${cause.actor}, ${cause.adminId ?? null}::int, ${cause.orderId ?? null}::int, ${cause.note ?? ''} from moved
    )`;
}

/** The variants stockMoveSteps moved, as one JSON value of the statement's answer. */
export const movedProductsJson = sql`(select coalesce(json_agg(json_build_array(id, product_id, stock, low_stock_threshold, low_stock_alerted) order by id), '[]') from moved)`;

export function readMovedProducts(json: unknown): MovedProduct[] {
  return (json as [number, number, number, number, boolean][]).map(([variantId, productId, stock, lowStockThreshold, lowStockAlerted]) => ({
    variantId: Number(variantId),
    productId: Number(productId),
    stock: Number(stock),
    lowStockThreshold: Number(lowStockThreshold),
    lowStockAlerted: lowStockAlerted === true,
  }));
}

/**
 * A variant's stock under a lock held to the end of the transaction, or undefined when it is gone.
 * `{ productId }` alone means the product's default variant: the owner's forms still edit one stock.
 */
export async function lockVariantStock(db: Db, which: { variantId: number } | { productId: number }): Promise<MovedProduct | undefined> {
  const [row] = await db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      stock: productVariants.stock,
      lowStockThreshold: productVariants.lowStockThreshold,
      lowStockAlerted: productVariants.lowStockAlerted,
    })
    .from(productVariants)
    .where(eq(productVariants.id, 'variantId' in which ? which.variantId : defaultVariantOf(which.productId)))
    .for('no key update');
  return row;
}

/** A new size's first stock, as it was inserted; without `variantId`, the product's default (first) size's. */
export async function insertOpeningStock(db: Db, productId: number, stock: number, cause: Omit<StockCause, 'reason'> & { variantId?: number }): Promise<void> {
  await db.insert(stockMovements).values({
    productId,
    variantId: cause.variantId ?? defaultVariantOf(productId),
    change: stock,
    stockAfter: stock,
    reason: 'opening',
    actor: cause.actor,
    adminId: cause.adminId ?? null,
    note: cause.note ?? '',
  });
}

export async function setLowStockAlerted(db: Db, variantIds: number[], alerted: boolean): Promise<void> {
  if (!variantIds.length) return;
  await db.update(productVariants).set({ lowStockAlerted: alerted }).where(inArray(productVariants.id, variantIds));
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
