import { trackingToken } from '../tokens';
import { courierCharges, type AdminShipment, type CreateShipmentInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { adminActor } from '../staff/admin-actor';
import { findOrder } from '../../repositories/order-list';
import { listOrderLines } from '../../repositories/orders';
import { claimShipment, completeShipment, findShipmentOfOrder, releaseShipmentClaim } from '../../repositories/shipments';
import { applyStatusChange } from '../orders/apply-status-change';
import { assertTransition } from '../orders/order-transition';
import { ORDER_NOT_FOUND } from '../orders/admin-orders';
import { getAdminShipment } from './admin-shipment';
import { trackingPageUrl } from './present-shipment';
import type { ShippingProvider } from '../../ports/shipping-provider';
import { deliveryAddressOf } from './shipment-ref';
import { recordAdminChange } from '../audit/audit-log';

/** Longer than any carrier call takes (each times out after 15 s); a claim older than this was abandoned. */
const CLAIM_STALE_MS = 5 * 60_000;
const ALREADY_SHIPPED = 'This order already has a shipment.';

export function requireCarrier(ctx: AppContext): ShippingProvider {
  if (!ctx.shipping) throw conflict('No carrier is set up for this shop (SHIPPING=manual): mark the order shipped with the courier’s tracking number instead.');
  return ctx.shipping;
}

/**
 * "Create shipment" on a packed order: the carrier books the parcel and gives its AWB and courier, and
 * the order becomes shipped, with the email that says who carries it and where to follow it.
 * The order's shipment slot is taken before the carrier is called (outside any transaction: it may take
 * seconds), so a double click or a second admin cannot book two parcels; a refusal frees it again.
 */
export async function createShipment(ctx: AppContext, adminId: number, orderId: number, input: CreateShipmentInput): Promise<AdminShipment> {
  const carrier = requireCarrier(ctx);
  const row = await findOrder(ctx.db, orderId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  if (await findShipmentOfOrder(ctx.db, orderId)) throw conflict(ALREADY_SHIPPED);
  assertTransition('ship', row.order.status, 'shipped');
  const claim = await claimShipment(
    ctx.db,
    { orderId, provider: carrier.name, trackingToken: row.order.trackingToken ?? trackingToken() },
    new Date(ctx.now().getTime() - CLAIM_STALE_MS),
  );
  if (!claim) throw conflict(ALREADY_SHIPPED);

  let booked;
  try {
    const lines = await listOrderLines(ctx.db, orderId);
    booked = await carrier.createShipment({
      orderId,
      orderDate: row.order.createdAt,
      deliverTo: deliveryAddressOf(row.order),
      email: row.order.email,
      // The size's own SKU, copied at order time; a line without a copied one keeps the old product code.
      items: lines.map((l) => ({
        name: l.productName,
        sku: l.sku || (l.productId ? `CAN-${l.productId}` : `CAN-LINE-${l.id}`),
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
      })),
      charges: courierCharges(row.order),
      ...input,
    });
  } catch (err) {
    await releaseShipmentClaim(ctx.db, claim.id);
    throw err;
  }

  const actor = await adminActor(ctx, adminId);
  await ctx.db.transaction(async (tx) => {
    const shipment = await completeShipment(tx, claim.id, booked, ctx.now());
    const { moved } = await applyStatusChange(tx, ctx, {
      order: row.order,
      customerName: row.customerName,
      to: 'shipped',
      trackingNumber: booked.awb,
      actor,
      note: `${booked.courier}, AWB ${booked.awb}`,
      shipment: { courier: booked.courier, awb: booked.awb, trackingUrl: trackingPageUrl(ctx.config, shipment) },
    });
    // Cancelled or refunded while the carrier was asked: the booking stays on record for the owner to cancel there.
    if (!moved) ctx.log.warn({ orderId, awb: booked.awb }, 'order changed while its shipment was booked; its status was left as it is');
    await recordAdminChange(tx, adminId, {
      entity: 'order',
      entityId: orderId,
      action: 'shipment',
      label: `Order #${orderId}`,
      before: { status: row.order.status },
      after: { status: moved ? 'shipped' : row.order.status, courier: booked.courier, awb: booked.awb },
    });
  });
  return getAdminShipment(ctx, orderId);
}
