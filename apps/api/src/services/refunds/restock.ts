import { SALE_STATUSES } from '@canino/shared';
import type { Db } from '../../db/client';
import type { RestockedLine } from '../../db/schema';
import type { OrderLineRow, OrderRow } from '../../repositories/orders';
import type { RefundRow } from '../../repositories/refunds';
import { moveStock } from '../stock/stock-history';

/** Quantities of each order line that the order's refunds have already put back on the shelf. */
export function restockedByLine(refunds: Pick<RefundRow, 'restocked'>[]): Map<number, number> {
  const byLine = new Map<number, number>();
  for (const r of refunds) for (const l of r.restocked) byLine.set(l.lineId, (byLine.get(l.lineId) ?? 0) + l.quantity);
  return byLine;
}

/**
 * How many of each line a refund may still put back: only while the order's goods are out of stock for
 * it (a sale status; a cancelled or refunded order already gave them back, a refund-due one never took
 * them), less what earlier refunds returned.
 */
export function restockableByLine(order: Pick<OrderRow, 'status'>, lines: OrderLineRow[], refunds: Pick<RefundRow, 'restocked'>[]): Map<number, number> {
  const done = restockedByLine(refunds);
  const taken = SALE_STATUSES.includes(order.status);
  return new Map(lines.map((l) => [l.id, taken && l.variantId !== null ? l.quantity - (done.get(l.id) ?? 0) : 0]));
}

/** Why a restock request cannot be done, or null when it can (each line once, within what is restockable). */
export function restockProblem(requested: RestockedLine[], restockable: Map<number, number>): string | null {
  const seen = new Set<number>();
  for (const r of requested) {
    const left = restockable.get(r.lineId);
    if (left === undefined) return 'That item is not part of this order';
    if (seen.has(r.lineId)) return 'Name each item once';
    seen.add(r.lineId);
    if (r.quantity > left) return left === 0 ? 'That item is not out of stock for this order: nothing of it can go back' : `At most ${left} of that item can go back in stock`;
  }
  return null;
}

/** Puts the goods back into the sizes sold (moveStock locks the variant rows in id order, after the order's row: decision 009). */
export async function putBack(db: Db, lines: OrderLineRow[], requested: RestockedLine[], actor: string): Promise<boolean> {
  const byVariant = new Map<number, number>();
  for (const r of requested) {
    const variantId = lines.find((l) => l.id === r.lineId)?.variantId;
    if (variantId) byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + r.quantity);
  }
  const orderId = lines[0]?.orderId ?? null;
  await moveStock(
    db,
    [...byVariant].map(([variantId, quantity]) => ({ variantId, change: quantity })),
    { reason: 'refund_restock', actor, orderId },
  );
  return byVariant.size > 0;
}
