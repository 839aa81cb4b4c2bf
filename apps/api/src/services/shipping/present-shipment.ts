import { CARRIER_EVENT_LABELS, stageShown, type AdminOrderStatus, type ShipmentTracking } from '@canino/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { listShipmentEvents, type ShipmentRow } from '../../repositories/shipments';

/** The shop's tracking page for a parcel: the link in the emails, opened without logging in. */
export const trackingPageUrl = (config: Pick<Config, 'publicUrl'>, shipment: Pick<ShipmentRow, 'trackingToken'>) => `${config.publicUrl}/track#token=${shipment.trackingToken}`;

/**
 * A booked shipment with its timeline, newest event first; null while none is booked. Its stage is
 * shown no earlier than the order's status vouches for (`stageShown`).
 */
export async function presentShipment(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  shipment: ShipmentRow | undefined,
  orderStatus: AdminOrderStatus,
): Promise<ShipmentTracking | null> {
  if (!shipment?.awb) return null;
  const events = await listShipmentEvents(db, shipment.id);
  const stage = stageShown(shipment.stage, orderStatus);
  return {
    courier: shipment.courier,
    awb: shipment.awb,
    stage,
    stageLabel: CARRIER_EVENT_LABELS[stage],
    trackingUrl: trackingPageUrl(config, shipment),
    courierTrackingUrl: shipment.courierTrackingUrl,
    createdAt: shipment.createdAt.toISOString(),
    events: [
      ...events.map((e) => ({ code: e.code, label: CARRIER_EVENT_LABELS[e.code], description: e.description, location: e.location, at: e.occurredAt.toISOString() })),
      // The booking itself opens the timeline.
      { code: 'label_created', label: CARRIER_EVENT_LABELS.label_created, description: `Booked with ${shipment.courier}`, location: '', at: shipment.createdAt.toISOString() },
    ],
  };
}
