import { courierCharges } from '@canino/shared';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../repositories/orders';
import type { ShipmentRow } from '../../repositories/shipments';
import { getShopSettings } from '../../repositories/shop-settings';
import type { ShipmentRef } from '../../ports/shipping-provider';

/** Where the parcel goes: the order's delivery address, or its billing address when it had none. */
export const deliveryAddressOf = (order: OrderRow) => order.shipping ?? order.billing;

/** A booked shipment as the carrier's later calls (label, tracking) need it. */
export async function shipmentRef(db: Db, shipment: ShipmentRow & { awb: string }, order: OrderRow): Promise<ShipmentRef> {
  const shop = await getShopSettings(db);
  return {
    awb: shipment.awb,
    courier: shipment.courier,
    providerShipmentId: shipment.providerShipmentId,
    createdAt: shipment.createdAt,
    deliverTo: deliveryAddressOf(order),
    orderId: order.id,
    collectPaise: courierCharges(order).collectPaise,
    shipFrom: { name: shop.name, address: shop.address, phone: shop.phone },
  };
}

export function isBooked(s: ShipmentRow | undefined): s is ShipmentRow & { awb: string } {
  return Boolean(s?.awb);
}
