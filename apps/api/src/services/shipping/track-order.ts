import { ABANDONED_STATUSES, TRACK_ORDER_NOT_FOUND, type PublicOrderTracking, type TrackOrderInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findOrder } from '../../repositories/order-list';
import { findOrderByTrackingToken, listOrderLines, type OrderRow } from '../../repositories/orders';
import { findShipmentByToken, findShipmentOfOrder, type ShipmentRow } from '../../repositories/shipments';
import { asOfNow } from '../orders/order-expiry';
import { statusLabel } from '../orders/order-outcome';
import { presentShipment } from './present-shipment';

/** An order's progress for someone who is not logged in: no address, no contact details, no prices. */
async function publicTracking(ctx: AppContext, order: OrderRow, shipment: ShipmentRow | undefined): Promise<PublicOrderTracking> {
  const lines = await listOrderLines(ctx.db, order.id);
  const o = asOfNow(ctx, order);
  return {
    orderId: o.id,
    status: o.status,
    statusLabel: statusLabel(o),
    createdAt: o.createdAt.toISOString(),
    itemsPreview: lines.map((l) => (l.quantity > 1 ? `${l.productName} × ${l.quantity}` : l.productName)).join(', '),
    shipment: await presentShipment(ctx.db, ctx.config, shipment, o.status),
  };
}

/**
 * The tracking page behind the link in a guest's emails: the order's own token, which its shipment
 * shares, or the token of a shipment booked before orders had one.
 */
export async function trackByToken(ctx: AppContext, token: string): Promise<PublicOrderTracking> {
  const shipment = await findShipmentByToken(ctx.db, token);
  const order = shipment ? (await findOrder(ctx.db, shipment.orderId))?.order : await findOrderByTrackingToken(ctx.db, token);
  if (!order) throw notFound('This tracking link is not valid. Check the link in your email, or track your order by its number.');
  return publicTracking(ctx, order, shipment ?? (await findShipmentOfOrder(ctx.db, order.id)));
}

/** Digits of a phone number without +91 or a leading 0, so "+91 98400 12345" matches "9840012345". */
const phoneDigits = (v: string) => v.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');

function placedBy(order: OrderRow, contact: string): boolean {
  const c = contact.trim().toLowerCase();
  if (c.includes('@')) return c === order.email.toLowerCase();
  const digits = phoneDigits(c);
  return digits.length === 10 && [order.mobile, order.billing.mobile, order.shipping?.mobile ?? ''].some((m) => phoneDigits(m) === digits);
}

/**
 * The Track Order form. One answer for every miss (no such order, the wrong phone or email, a checkout
 * never paid for), so the form cannot be used to learn which order numbers exist; the route limits how
 * often one client may ask.
 */
export async function trackByOrderNumber(ctx: AppContext, input: TrackOrderInput): Promise<PublicOrderTracking> {
  const row = await findOrder(ctx.db, Number(input.orderNumber));
  const order = row?.order;
  if (!order || ABANDONED_STATUSES.includes(asOfNow(ctx, order).status) || !placedBy(order, input.contact)) throw notFound(TRACK_ORDER_NOT_FOUND);
  return publicTracking(ctx, order, await findShipmentOfOrder(ctx.db, order.id));
}
