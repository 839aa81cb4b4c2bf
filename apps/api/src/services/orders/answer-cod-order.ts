import { ORDER_STATUS_LABELS, payNowOffer, type CodAnswer, type CodConfirmation, type OrderEvent, type PaymentSession } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { findOrderByCodConfirmToken } from '../../repositories/cod-orders';
import { listOrderLines, lockOrder, type OrderRow } from '../../repositories/orders';
import { findLatestPayment, insertPayment } from '../../repositories/payments';
import { hashToken } from '../tokens';
import { applyStatusChange } from './apply-status-change';
import { statusMessage } from './order-outcome';
import { presentPaymentSession } from './payment-session';
import { assertTransition } from './order-transition';

const LINK_GONE = 'This confirmation link is not valid';

/** How each way of settling an awaiting order moves it (decision 063). */
const MOVES = {
  confirm: { event: 'confirm cod', to: 'cod_confirmed' },
  cancel: { event: 'decline cod', to: 'cancelled' },
  expire: { event: 'expire cod', to: 'cancelled' },
} as const satisfies Record<string, { event: OrderEvent; to: 'cod_confirmed' | 'cancelled' }>;

export type CodSettlement = keyof typeof MOVES;

/**
 * Settles a cash-on-delivery order awaiting confirmation, under the order's lock: whichever of the
 * shopper's answer, a WhatsApp reply and the sweep comes first moves it, and the others find it moved.
 * An answer the order already carries (a second Confirm) changes nothing; one against it (Cancel after
 * Confirm) is refused by the transitions with a 409. Confirming announces the order (apply-status-change);
 * cancelling returns its stock and tells the shopper. Returns the order as it stands and whether it moved.
 */
export async function settleCodOrder(ctx: AppContext, orderId: number, how: CodSettlement, by: { actor: string; note: string }): Promise<{ order: OrderRow; moved: boolean }> {
  const { event, to } = MOVES[how];
  const done = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound('Order not found');
    const { order } = locked;
    if (order.status === to || (how === 'expire' && order.status !== 'cod_awaiting_confirmation')) return { order, moved: false };
    assertTransition(event, order.status, to);
    const change = await applyStatusChange(tx, ctx, { order, customerName: order.billing.firstName, to, actor: by.actor, note: by.note });
    return { order: { ...order, status: to }, moved: change.moved, restocked: change.returned.length > 0 };
  });
  if ('restocked' in done && done.restocked) ctx.catalogCache.invalidate();
  return { order: done.order, moved: done.moved };
}

async function orderOfLink(ctx: AppContext, token: string): Promise<OrderRow> {
  const order = await findOrderByCodConfirmToken(ctx.db, hashToken(token));
  if (!order) throw notFound(LINK_GONE);
  return order;
}

const present = (order: OrderRow): CodConfirmation => ({
  orderId: order.id,
  orderStatus: order.status,
  awaiting: order.status === 'cod_awaiting_confirmation',
  totalPaise: order.totalPaise,
  message: statusMessage(order),
  payNow: payNowOffer(order),
});

/** The confirmation page: the order the emailed link names, as it stands. An unknown or altered token is a 404. */
export async function readCodConfirmation(ctx: AppContext, token: string): Promise<CodConfirmation> {
  return present(await orderOfLink(ctx, token));
}

/** The page's Confirm or Cancel button. */
export async function answerCodConfirmation(ctx: AppContext, token: string, answer: CodAnswer): Promise<CodConfirmation> {
  const order = await orderOfLink(ctx, token);
  const note = answer === 'confirm' ? 'Confirmed by the shopper from the emailed link' : 'Cancelled by the shopper from the emailed link';
  const settled = await settleCodOrder(ctx, order.id, answer, { actor: 'customer', note });
  return present(settled.order);
}

/**
 * The page's "Pay now instead": the provider's checkout for the order's total less the COD fee, as a new
 * payment attempt of the order. The order itself changes only when the payment is verified (create_order,
 * the webhook), through the settlement every online payment takes. An attempt already opened for the same
 * amount and not yet paid is opened again rather than a second one made, as a double press would.
 */
export async function payInsteadOfCash(ctx: AppContext, token: string): Promise<PaymentSession> {
  const order = await orderOfLink(ctx, token);
  const offer = payNowOffer(order);
  if (!offer) throw conflict(`Order #${order.id} can no longer be paid online here: it is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}.`);
  const lines = await listOrderLines(ctx.db, order.id);
  const open = await findLatestPayment(ctx.db, order.id);
  if (open?.status === 'created' && open.providerOrderId && open.provider === ctx.payments.name && open.amountPaise === offer.amountPaise) {
    return presentPaymentSession(ctx, order, lines, open);
  }
  const providerOrder = await ctx.payments.createOrder({ amountPaise: offer.amountPaise, receipt: `order-${order.id}-online`, notes: { email: order.email } });
  const attempt = await insertPayment(ctx.db, {
    orderId: order.id,
    provider: ctx.payments.name,
    providerOrderId: providerOrder.id,
    amountPaise: providerOrder.amountPaise,
    currency: 'INR',
  });
  return presentPaymentSession(ctx, order, lines, attempt);
}
