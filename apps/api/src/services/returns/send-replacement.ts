import type { AppContext } from '../../context';
import { conflict } from '../../errors';
import { lockStock, readPricingFacts } from '../../repositories/orders-inventory';
import { insertNewOrder, lockOrder } from '../../repositories/orders';
import { findReturn, moveReturn, type ReturnRow } from '../../repositories/returns';
import { recordAdminChange } from '../audit/audit-log';
import { assertTransition } from '../orders/order-transition';
import { moveStock } from '../stock/stock-history';
import { randomToken, trackingToken } from '../tokens';
import { queueReturnEmail } from './return-email';

export const CANNOT_REPLACE = 'There is not enough of this size in stock to send a replacement: receive stock, or refund instead';

/**
 * Sends the replacement a received return asked for (decision 069): a new order of the same size and
 * quantity to the same address, at ₹0 and so placed paid, with no tax invoice (nothing is charged), its
 * stock taken from the batches like a sale. It joins the packing queue like any paid order. Under the
 * returned order's lock, which every step of its returns takes, and only from `received`: two presses
 * of Received make one order, the second finding the return replaced. A size sold out or no longer
 * sold is refused with a message; the owner can then refund instead.
 */
export async function sendReplacement(ctx: AppContext, adminId: number, received: ReturnRow): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, received.orderId);
    const ret = await findReturn(tx, received.id);
    if (!locked || !ret || ret.status !== 'received') return;
    const line = locked.lines.find((l) => l.id === ret.lineId)!;
    if (line.variantId === null) throw conflict(CANNOT_REPLACE);
    await lockStock(tx, { variantIds: [line.variantId], couponCode: null });
    const [size] = (await readPricingFacts(tx, { variantIds: [line.variantId], defaultOf: [], couponCode: null })).variants;
    if (!size || !size.active || size.stock - size.held < ret.quantity) throw conflict(CANNOT_REPLACE);

    const o = locked.order;
    assertTransition('send replacement', null, 'paid');
    const made = await insertNewOrder(tx, {
      order: {
        customerId: o.customerId,
        status: 'paid',
        paidAt: ctx.now(),
        orderToken: randomToken(),
        trackingToken: trackingToken(),
        email: o.email,
        mobile: o.mobile,
        billing: o.billing,
        shipping: o.shipping,
        notes: `Replacement for order #${o.id} (return ${ret.id}), at no cost`,
        subtotalPaise: 0,
        discountPaise: 0,
        shippingPaise: 0,
        totalPaise: 0,
      },
      lines: [
        {
          productId: line.productId,
          variantId: line.variantId,
          productName: line.productName,
          variantLabel: line.variantLabel,
          sku: line.sku,
          unitPricePaise: 0,
          quantity: ret.quantity,
          lineTotalPaise: 0,
        },
      ],
      payment: null,
      actor: 'staff',
    });
    const order = made!.order;
    await moveStock(tx, [{ variantId: line.variantId, change: -ret.quantity }], {
      reason: 'sale',
      actor: 'staff',
      orderId: order.id,
      note: `Replacement for return ${ret.id} of order #${o.id}`,
    });
    const replaced = (await moveReturn(tx, ret.id, ['received'], { status: 'replaced', replacementOrderId: order.id, replacedAt: ctx.now() }))!;
    await recordAdminChange(tx, adminId, {
      entity: 'order',
      entityId: o.id,
      action: 'return_replaced',
      label: `Order #${o.id}`,
      before: { returnId: ret.id, status: ret.status },
      after: { returnId: ret.id, status: replaced.status, replacementOrderId: order.id },
    });
    await queueReturnEmail(tx, ctx, replaced, { email: o.email, productName: line.productName });
  });
  ctx.catalogCache.invalidate();
}
