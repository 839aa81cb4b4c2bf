import type { AdminShipment } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findOrder } from '../../repositories/order-list';
import { findShipmentOfOrder } from '../../repositories/shipments';
import { ORDER_NOT_FOUND } from '../orders/admin-orders';
import { presentShipment } from './present-shipment';

/** The shipping panel of an order in the admin: the carrier in use, whether it can ship now, and its parcel. */
export async function getAdminShipment(ctx: AppContext, orderId: number): Promise<AdminShipment> {
  const row = await findOrder(ctx.db, orderId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const shipment = await findShipmentOfOrder(ctx.db, orderId);
  return {
    mode: ctx.config.shipping,
    canCreate: ctx.shipping !== null && row.order.status === 'packed' && !shipment,
    shipment: await presentShipment(ctx.db, ctx.config, shipment, row.order.status),
  };
}
