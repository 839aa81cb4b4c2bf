import type { AdminOrderStatus } from '@canino/shared';
import type { Db } from '../../db/client';
import type { RestockedLine } from '../../db/schema';
import { listOrderLines, type OrderRow } from '../../repositories/orders';
import { listOrderRefunds } from '../../repositories/refunds';
import { restockedByLine } from '../refunds/restock';
import { moveStock } from '../stock/stock-history';

/** States in which the order's goods were taken from stock but have not left the shop. */
const HELD: readonly AdminOrderStatus[] = ['paid', 'cod_awaiting_confirmation', 'cod_confirmed', 'packed'];

/**
 * Goods that never left the shop go back on the shelf when the order is cancelled or refunded, less
 * what its refunds already put back. Returns the lines and quantities that came back (none: the
 * storefront's cached stock is still right), which a refund recorded with the change names as returned.
 */
export async function returnStockIfUnshipped(db: Db, order: OrderRow, to: AdminOrderStatus, actor: string): Promise<RestockedLine[]> {
  if ((to !== 'cancelled' && to !== 'refunded') || !HELD.includes(order.status)) return [];
  const [lines, refunds] = await Promise.all([listOrderLines(db, order.id), listOrderRefunds(db, order.id)]);
  const back = restockedByLine(refunds);
  const returned = lines.flatMap((l) => {
    const quantity = l.quantity - (back.get(l.id) ?? 0);
    return l.variantId !== null && quantity > 0 ? [{ lineId: l.id, variantId: l.variantId, quantity }] : [];
  });
  // moveStock locks the variant rows in id order, after the order's row (decision 009).
  const reason = to === 'cancelled' ? 'cancellation' : 'refund_restock';
  await moveStock(
    db,
    returned.map((l) => ({ variantId: l.variantId, change: l.quantity })),
    { reason, actor, orderId: order.id },
  );
  return returned.map(({ lineId, quantity }) => ({ lineId, quantity }));
}
