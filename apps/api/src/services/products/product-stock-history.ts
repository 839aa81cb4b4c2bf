import type { Paged, RecordHistoryQuery, StockMovement } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findProduct } from '../../repositories/products';
import { listStockMovements } from '../../repositories/stock-movements';
import { PRODUCT_NOT_FOUND } from './products';

/** The product's stock history for its admin page, newest first. */
export async function listStockHistory(ctx: AppContext, productId: number, q: RecordHistoryQuery): Promise<Paged<StockMovement>> {
  if (!(await findProduct(ctx.db, productId))) throw notFound(PRODUCT_NOT_FOUND);
  const { rows, total } = await listStockMovements(ctx.db, productId, q);
  const items = rows.map((r) => ({
    id: r.id,
    change: r.change,
    stockAfter: r.stockAfter,
    reason: r.reason,
    actor: r.actor,
    orderId: r.orderId,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total, page: q.page, pageSize: q.pageSize };
}
