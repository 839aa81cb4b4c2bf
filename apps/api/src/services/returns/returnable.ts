import { returnableLines, returnWindowEnds, type ReturnableLine } from '@canino/shared';
import type { Db } from '../../db/client';
import type { OrderLineRow, OrderRow } from '../../repositories/orders';
import { listOrderRefunds } from '../../repositories/refunds';
import { deliveredAt, returnableProducts, returnedByLine } from '../../repositories/returns';
import { getShopSettings } from '../../repositories/shop-settings';
import { restockedByLine } from '../refunds/restock';

/**
 * What of the order may still be returned at `now`: the shared rule fed with the order's delivery time,
 * the owner's window, which products take returns, and what refunds (their restocked lines) and returns
 * (open, or done without a refund yet) already took. Called under the order's lock when a return is
 * written, so what it says cannot change before the write.
 */
export async function returnableOfOrder(db: Db, order: OrderRow, lines: OrderLineRow[], now: Date): Promise<{ lines: ReturnableLine[]; windowEndsAt: Date | null }> {
  // One after another: inside a transaction the queries share one connection.
  const delivered = await deliveredAt(db, order.id);
  const shop = await getShopSettings(db);
  const refunds = await listOrderRefunds(db, order.id);
  const returned = await returnedByLine(db, order.id);
  const takesReturns = await returnableProducts(
    db,
    lines.flatMap((l) => (l.productId ? [l.productId] : [])),
  );
  const taken = restockedByLine(refunds);
  for (const [lineId, quantity] of returned) taken.set(lineId, (taken.get(lineId) ?? 0) + quantity);
  const windowDays = shop.policyTerms.reportWithinDays;
  const deliveredAtOrNull = order.status === 'delivered' ? delivered : null;
  return {
    lines: returnableLines(
      {
        status: order.status,
        deliveredAt: deliveredAtOrNull,
        lines: lines.map((l) => ({ id: l.id, quantity: l.quantity, returnable: l.productId !== null && takesReturns.has(l.productId) })),
        taken,
      },
      windowDays,
      now,
    ),
    windowEndsAt: deliveredAtOrNull && returnWindowEnds(deliveredAtOrNull, windowDays),
  };
}
