import { productSlugPath, type AdminOrderStatus } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { reviewableProductsOfOrder, type OrderRow } from '../../repositories/orders';
import type { ShipmentNews } from '../orders/order-status-email';
import { orderPageUrl } from '../orders/order-links';
import { enqueueWhatsAppUpdate } from './enqueue-update';
import { codConfirmRequest, orderConfirmed, orderDelivered, orderOutForDelivery, orderShipped, refundProcessed } from './templates';

type OrderFacts = Pick<OrderRow, 'id' | 'customerId' | 'billing' | 'totalPaise' | 'trackingToken'>;

/** The customer's first name, as the order's billing address gives it: WhatsApp messages greet briefly. */
const greeting = (order: OrderFacts) => order.billing.firstName || 'there';

/** A paid or cash-on-delivery order was placed: the confirmation, once per order. */
export function enqueueOrderConfirmedUpdate(tx: Db, order: OrderFacts): Promise<void> {
  return enqueueWhatsAppUpdate(tx, {
    customerId: order.customerId,
    orderId: order.id,
    eventKey: `order_confirmed:${order.id}`,
    message: orderConfirmed({ name: greeting(order), orderId: order.id, totalPaise: order.totalPaise }),
  });
}

/** A cash-on-delivery order waits for its shopper's Confirm or Cancel (decision 063): asked once per order. */
export function enqueueCodConfirmRequest(tx: Db, order: OrderFacts, ask: { hours: number; answerUrl: string }): Promise<void> {
  return enqueueWhatsAppUpdate(tx, {
    customerId: order.customerId,
    orderId: order.id,
    eventKey: `cod_confirm_request:${order.id}`,
    message: codConfirmRequest({ name: greeting(order), orderId: order.id, totalPaise: order.totalPaise, ...ask }),
  });
}

/**
 * The update for an order's new status, if it has one: shipped (with where to follow the parcel), out
 * for delivery, delivered (with where to review what came, or the order's page for a guest's order).
 */
export async function enqueueStatusUpdate(tx: Db, ctx: AppContext, order: OrderFacts, to: AdminOrderStatus, shipment?: ShipmentNews): Promise<void> {
  const base = { name: greeting(order), orderId: order.id };
  const orderUrl = orderPageUrl(ctx.config.publicUrl, order);
  const message =
    to === 'shipped'
      ? orderShipped({ ...base, courier: shipment?.courier ?? 'our courier', trackingUrl: shipment?.trackingUrl ?? orderUrl })
      : to === 'out_for_delivery'
        ? orderOutForDelivery(base)
        : to === 'delivered'
          ? orderDelivered({ ...base, reviewUrl: await reviewUrl(tx, ctx.config.publicUrl, order.id, orderUrl) })
          : undefined;
  if (message) await enqueueWhatsAppUpdate(tx, { customerId: order.customerId, orderId: order.id, eventKey: `${message.template}:${order.id}`, message });
}

/** The first product of the order that its customer may review, on its page's reviews; else the order's page. */
async function reviewUrl(tx: Db, publicUrl: string, orderId: number, orderUrl: string): Promise<string> {
  const [first] = await reviewableProductsOfOrder(tx, orderId);
  return first ? `${publicUrl}${productSlugPath(first.slug)}#reviews` : orderUrl;
}

/** A refund reached the customer's payment method: once per refund. */
export function enqueueRefundUpdate(tx: Db, order: OrderFacts, refund: { id: number; amountPaise: number }): Promise<void> {
  return enqueueWhatsAppUpdate(tx, {
    customerId: order.customerId,
    orderId: order.id,
    eventKey: `refund_processed:${refund.id}`,
    message: refundProcessed({ name: greeting(order), orderId: order.id, amountPaise: refund.amountPaise }),
  });
}
