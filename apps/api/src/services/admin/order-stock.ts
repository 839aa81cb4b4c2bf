import type { AdminOrderStatus } from '@canino/shared';
import type { Db } from '../../db/client';
import { listOrderLines, type OrderRow } from '../../repositories/orders';
import { listOrderRefunds } from '../../repositories/refunds';
import { restockedByLine } from '../refunds/restock';
import { moveStock } from '../stock/stock-history';

/** States in which the order's goods were taken from stock but have not left the shop. */
const HELD: readonly AdminOrderStatus[] = ['paid', 'cod_confirmed', 'packed'];

/**
 * Goods that never left the shop go back on the shelf when the order is cancelled or refunded, less
 * what its refunds already put back. Returns whether any stock changed (the storefront's cached stock is then stale).
 */
export async function returnStockIfUnshipped(db: Db, order: OrderRow, to: AdminOrderStatus, actor: string): Promise<boolean> {
  if ((to !== 'cancelled' && to !== 'refunded') || !HELD.includes(order.status)) return false;
  const [lines, refunds] = await Promise.all([listOrderLines(db, order.id), listOrderRefunds(db, order.id)]);
  const back = restockedByLine(refunds);
  const byProduct = lines.flatMap((l) => {
    const quantity = l.quantity - (back.get(l.id) ?? 0);
    return l.productId !== null && quantity > 0 ? [{ productId: l.productId, change: quantity }] : [];
  });
  // moveStock locks the product rows in id order, after the order's row (decision 009).
  await moveStock(db, byProduct, { reason: to === 'cancelled' ? 'cancellation' : 'refund_restock', actor, orderId: order.id });
  return byProduct.length > 0;
}
