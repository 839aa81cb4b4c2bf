import type { AdminOrderStatus } from '@canino/shared';
import type { Db } from '../../db/client';
import { listOrderLines, type OrderRow } from '../../repositories/orders';
import { addStock } from '../../repositories/admin-products';

/** States in which the order's goods were taken from stock but have not left the shop. */
const HELD: readonly AdminOrderStatus[] = ['paid', 'packed'];

/**
 * Goods that never left the shop go back on the shelf when the order is cancelled or refunded.
 * Returns whether any stock changed (the storefront's cached stock is then stale).
 */
export async function returnStockIfUnshipped(db: Db, order: OrderRow, to: AdminOrderStatus): Promise<boolean> {
  if ((to !== 'cancelled' && to !== 'refunded') || !HELD.includes(order.status)) return false;
  const lines = await listOrderLines(db, order.id);
  // Product rows in id order, after the order's row, like every other transaction on stock (decision 009).
  const byProduct = lines.filter((l) => l.productId !== null).sort((a, b) => a.productId! - b.productId!);
  for (const line of byProduct) await addStock(db, line.productId!, line.quantity);
  return lines.length > 0;
}
