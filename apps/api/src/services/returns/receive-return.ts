import { RETURN_REASON_LABELS, type AdminReturn, type ReturnReceiveInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { lockOrder } from '../../repositories/orders';
import { findRefund } from '../../repositories/refunds';
import { findReturn, moveReturn, type ReturnRow } from '../../repositories/returns';
import { refundOrder } from '../refunds/refund-order';
import { adminReturnOf, RETURN_NOT_FOUND, stepReturn } from './decide-return';
import { markReturnRefunded } from './return-refunded';
import { sendReplacement } from './send-replacement';

/** One refund per return: the same key however often Received is pressed, so a retry never refunds twice. */
const refundKeyOf = (returnId: number) => `shop-return-${returnId}`;

/**
 * "Received": the item is back. The return is marked received (its email), then refunded through the
 * existing refund (provider, credit note, and the line's quantity back in stock), keyed by the return,
 * and marked refunded when the provider has processed that refund: at once, or when its webhook comes.
 * The refund checks under the order's lock that the line still has that quantity to put back, so a
 * return racing the owner's own refund of the same line refunds it once; the loser is refused with a
 * message and the return stays received. Pressing Received again on a received return retries its refund.
 * A return whose shopper asked for a replacement sends it instead (sendReplacement); when it cannot be
 * sent, the owner may press Refund instead (`refundInstead`), which refunds it as above.
 */
export async function receiveReturn(ctx: AppContext, adminId: number, returnId: number, input: ReturnReceiveInput): Promise<AdminReturn> {
  const found = await findReturn(ctx.db, returnId);
  if (!found) throw notFound(RETURN_NOT_FOUND);
  if (found.status === 'refunded') throw conflict('This return is already refunded');
  if (found.status === 'replaced') throw conflict('A replacement was already sent for this return');
  const received =
    found.status === 'received'
      ? found
      : await stepReturn(ctx, adminId, returnId, {
          from: ['approved', 'pickup_booked'],
          action: 'return_received',
          patch: { status: 'received', receivedAt: ctx.now() },
          refusal: found.status === 'requested' ? 'Approve the return before marking it received' : 'This return cannot be marked received',
        });
  if (received.outcome === 'replacement' && !input.refundInstead) {
    await sendReplacement(ctx, adminId, received);
    return adminReturnOf(ctx, received);
  }
  const refund = await refundOrder(ctx, adminId, received.orderId, {
    idempotencyKey: refundKeyOf(returnId),
    amountPaise: received.refundPaise,
    reason: `Return of ${received.quantity}: ${RETURN_REASON_LABELS[received.reason].toLowerCase()}`,
    restock: [{ lineId: received.lineId, quantity: received.quantity }],
  });
  // A refund the provider declined stays on the order's refund list, where Try again sends it once more.
  if (refund.status === 'failed') throw conflict('The refund for this return failed: use Try again in the order’s refunds');
  await linkRefund(ctx, received, refund.id);
  return adminReturnOf(ctx, received);
}

/**
 * Links the return to its refund under the order's lock, then marks it refunded if the money has moved
 * already; a pending refund's outcome does that later (markReturnRefunded), under the same lock.
 */
async function linkRefund(ctx: AppContext, received: ReturnRow, refundId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, received.orderId);
    await moveReturn(tx, received.id, ['received'], { refundId });
    await markReturnRefunded(tx, ctx, (await findRefund(tx, refundId))!);
  });
}
