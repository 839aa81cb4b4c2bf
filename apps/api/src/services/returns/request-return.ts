import { MAX_RETURN_PHOTOS, returnRefundPaise, type OrderReturns, type ReturnRequestInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { findOrderFor, listOrderLines, lockOrder } from '../../repositories/orders';
import { insertReturn, listOrderReturns } from '../../repositories/returns';
import { removeUploadedImage, storeUploadedImage } from '../uploads/process-image';
import { unprocessable } from '../../errors';
import { presentCustomerReturn } from './present-return';
import { queueReturnEmail } from './return-email';
import { returnableOfOrder } from './returnable';

const NOT_YOURS = 'This order was not found in your account';

/** The customer's own order, or a 404 that says nothing about whether it exists. */
async function ownOrder(ctx: AppContext, customerId: number, orderId: number) {
  const order = await findOrderFor(ctx.db, orderId, { customerId, orderToken: null });
  if (!order) throw notFound(NOT_YOURS);
  return order;
}

/** GET /orders/:id/returns: what of the customer's order may still be returned, and its returns so far. */
export async function getOrderReturns(ctx: AppContext, customerId: number, orderId: number): Promise<OrderReturns> {
  const order = await ownOrder(ctx, customerId, orderId);
  const lines = await listOrderLines(ctx.db, orderId);
  const [returnable, returns] = await Promise.all([returnableOfOrder(ctx.db, order, lines, ctx.now()), listOrderReturns(ctx.db, orderId)]);
  return {
    windowEndsAt: returnable.windowEndsAt?.toISOString() ?? null,
    lines: lines.map((l, i) => ({ lineId: l.id, productName: l.productName, quantity: l.quantity, left: returnable.lines[i]!.left, refusal: returnable.lines[i]!.refusal })),
    returns: returns.map(presentCustomerReturn),
  };
}

/**
 * "Return or report a problem" on a line of a delivered order. The photos are stored first (resized, their
 * metadata dropped, like every upload); then, under the order's lock, the rule says how many of the line
 * may still go back, so two requests at once, or one racing the owner's refund, never together take more
 * than was delivered. A refusal removes the photos again.
 */
export async function requestReturn(ctx: AppContext, customerId: number, orderId: number, input: ReturnRequestInput, photos: Buffer[]) {
  await ownOrder(ctx, customerId, orderId);
  if (photos.length > MAX_RETURN_PHOTOS) throw new AppError('TOO_LARGE', `Please send at most ${MAX_RETURN_PHOTOS} photos`, { photos: `At most ${MAX_RETURN_PHOTOS} photos` });
  const stored: string[] = [];
  try {
    for (const photo of photos) stored.push(await storeUploadedImage(ctx.images, 'returns', photo, { maxWidth: 1200 }));
    await ctx.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId);
      if (!locked) throw notFound(NOT_YOURS);
      const { order, lines } = locked;
      const line = lines.find((l) => l.id === input.lineId);
      if (!line) throw unprocessable('That item is not part of this order', 'lineId');
      const allowed = (await returnableOfOrder(tx, order, lines, ctx.now())).lines.find((l) => l.lineId === line.id)!;
      if (allowed.refusal) throw unprocessable(allowed.refusal, 'lineId');
      if (input.quantity > allowed.left) throw unprocessable(`At most ${allowed.left} of this item can be returned`, 'quantity');
      const created = await insertReturn(tx, {
        orderId,
        lineId: line.id,
        customerId,
        quantity: input.quantity,
        reason: input.reason,
        details: input.details,
        photos: stored,
        refundPaise: returnRefundPaise(order, lines, line, input.quantity),
        outcome: input.outcome,
      });
      await queueReturnEmail(tx, ctx, created, { email: order.email, productName: line.productName });
    });
  } catch (err) {
    for (const url of stored) await removeUploadedImage(ctx.images, url);
    throw err;
  }
  return getOrderReturns(ctx, customerId, orderId);
}
