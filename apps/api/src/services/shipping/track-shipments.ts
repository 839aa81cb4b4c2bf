import type { AppContext } from '../../context';
import { listShipmentsToTrack, markShipmentChecked } from '../../repositories/shipments';
import { recordCarrierEvents } from './record-carrier-events';
import { shipmentRef } from './shipment-ref';

/** Parcels asked about per run: a busy day's dispatch, without a burst of calls to the carrier. */
const BATCH = 50;

/**
 * Asks the carrier for the tracking of parcels on their way and keeps what is new. For Shiprocket it is
 * the backstop for lost webhooks, each parcel asked at most once per `pauseMs`; for the simulated carrier
 * it is how its parcels move at all (decision 016).
 */
export async function trackShipments(ctx: AppContext, opts: { pauseMs: number }): Promise<{ checked: number; moved: number }> {
  const carrier = ctx.shipping;
  if (!carrier) return { checked: 0, moved: 0 };
  const now = ctx.now();
  const due = await listShipmentsToTrack(ctx.db, { provider: carrier.name, checkedBefore: new Date(now.getTime() - opts.pauseMs), limit: BATCH });
  let moved = 0;
  for (const { shipment, order } of due) {
    try {
      const events = await carrier.fetchTracking(await shipmentRef(ctx.db, { ...shipment, awb: shipment.awb! }, order), now);
      const recorded = await recordCarrierEvents(ctx, shipment.id, events, `poll:${carrier.name}`);
      if (recorded.orderStatus) moved++;
    } catch (err) {
      // One parcel the carrier cannot answer for does not hold up the rest; it is asked again next run.
      ctx.log.warn({ err, shipmentId: shipment.id }, 'tracking could not be read');
    }
    await markShipmentChecked(ctx.db, shipment.id, now);
  }
  return { checked: due.length, moved };
}

/** How often a parcel is asked about: the simulated carrier every run, Shiprocket (which pushes webhooks) hourly. */
export const trackingPauseMs = (ctx: AppContext) => (ctx.shipping?.name === 'shiprocket' ? 60 * 60_000 : 0);
