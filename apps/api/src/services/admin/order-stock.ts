import type { AdminOrderStatus } from '@canino/shared';
import type { Db } from '../../db/client';
import { listOrderLines, type OrderRow } from '../../repositories/orders';
import { addStock } from '../../repositories/admin-products';
import { listOrderRefunds } from '../../repositories/refunds';
import { restockedByLine } from '../refunds/restock';

/** States in which the order's goods were taken from stock but have not left the shop. */
const HELD: readonly AdminOrderStatus[] = ['paid', 'cod_confirmed', 'packed'];

/**
 * Goods that never left the shop go back on the shelf when the order is cancelled or refunded, less
 * what its refunds already put back. Returns whether any stock changed (the storefront's cached stock is then stale).
 */
export async function returnStockIfUnshipped(db: Db, order: OrderRow, to: AdminOrderStatus): Promise<boolean> {
  if ((to !== 'cancelled' && to !== 'refunded') || !HELD.includes(order.status)) return false;
  const [lines, refunds] = await Promise.all([listOrderLines(db, order.id), listOrderRefunds(db, order.id)]);
  const back = restockedByLine(refunds);
  // Product rows in id order, after the order's row, like every other transaction on stock (decision 009).
  const byProduct = lines
    .map((l) => ({ productId: l.productId, quantity: l.quantity - (back.get(l.id) ?? 0) }))
    .filter((l) => l.productId !== null && l.quantity > 0)
    .sort((a, b) => a.productId! - b.productId!);
  for (const line of byProduct) await addStock(db, line.productId!, line.quantity);
  return byProduct.length > 0;
}
