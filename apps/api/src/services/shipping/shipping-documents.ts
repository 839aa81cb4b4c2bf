import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { findOrder } from '../../repositories/order-list';
import { listOrderLines } from '../../repositories/orders';
import { findShipmentOfOrder } from '../../repositories/shipments';
import { getShopSettings } from '../../repositories/shop-settings';
import { batchesOfOrder } from '../../repositories/stock-batches';
import { ORDER_NOT_FOUND } from '../orders/admin-orders';
import { requireCarrier } from './create-shipment';
import { packingSlipPdf } from './packing-slip-pdf';
import { isBooked, shipmentRef } from './shipment-ref';

/** The carrier's label of the order's parcel (PDF), to print and stick on it. */
export async function shipmentLabel(ctx: AppContext, orderId: number): Promise<{ pdf: Buffer; awb: string }> {
  const row = await findOrder(ctx.db, orderId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const shipment = await findShipmentOfOrder(ctx.db, orderId);
  if (!isBooked(shipment)) throw notFound('This order has no shipment yet: create one first.');
  const carrier = requireCarrier(ctx);
  if (carrier.name !== shipment.provider)
    throw new AppError('UNPROCESSABLE', `This parcel was booked with ${shipment.provider}, which this shop no longer uses: print its label there.`);
  return { pdf: await carrier.fetchLabel(await shipmentRef(ctx.db, shipment, row.order)), awb: shipment.awb };
}

/** The packing slip: what goes in the box and where it goes, for whoever packs it. */
export async function packingSlip(ctx: AppContext, orderId: number): Promise<Buffer> {
  const row = await findOrder(ctx.db, orderId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [lines, shipment, shop, batches] = [
    await listOrderLines(ctx.db, orderId),
    await findShipmentOfOrder(ctx.db, orderId),
    await getShopSettings(ctx.db),
    await batchesOfOrder(ctx.db, orderId),
  ];
  return packingSlipPdf({ shop, order: row.order, lines, batches, shipment: isBooked(shipment) ? shipment : undefined });
}
