import { CARRIER_EVENT_LABELS, isShipmentStage, laterStage, orderStatusAfterStage, type AdminOrderStatus } from '@canino/shared';
import type { AppContext } from '../../context';
import { findOrder } from '../../repositories/order-list';
import { insertNewEvents, lockShipment, markShipmentReturning, setShipmentStage } from '../../repositories/shipments';
import { applyStatusChange } from '../orders/apply-status-change';
import type { CarrierEvent } from '../../ports/shipping-provider';

export interface RecordedEvents {
  /** Events not seen before (repeats are dropped by the events' unique index). */
  added: number;
  /** The order's new status, when these events moved it. */
  orderStatus: AdminOrderStatus | null;
}

/**
 * Keeps a parcel's tracking events, from a webhook or a poll alike, and moves the order along with them.
 * In one transaction with the shipment row locked, so two deliveries of the same news serialize and the
 * second finds its events already there. The shipment's stage and the order's status only move forward:
 * a late "out for delivery" after "delivered" is kept on the timeline and changes nothing. The order
 * moves through the same status path as the owner's changes, so its emails and hooks follow. A parcel
 * sent back (return to origin) is marked once on the shipment, whatever repeats.
 */
export async function recordCarrierEvents(ctx: AppContext, shipmentId: number, events: CarrierEvent[], source: string): Promise<RecordedEvents> {
  if (!events.length) return { added: 0, orderStatus: null };
  return ctx.db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, shipmentId);
    if (!shipment) return { added: 0, orderStatus: null };
    const added = await insertNewEvents(tx, shipment.id, events, source);
    // Coming back is a setback, not a stage, so it is kept apart: the first RTO event's time.
    const back = added.filter((e) => e.code === 'returning').sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())[0];
    if (back && !shipment.rtoAt) await markShipmentReturning(tx, shipment.id, back.occurredAt);
    const stage = added
      .map((e) => e.code)
      .filter(isShipmentStage)
      .reduce(laterStage, shipment.stage);
    if (stage === shipment.stage) return { added: added.length, orderStatus: null };
    await setShipmentStage(tx, shipment.id, stage, ctx.now());

    const row = await findOrder(tx, shipment.orderId);
    const to = row && orderStatusAfterStage(row.order.status, stage);
    if (!row || !to) return { added: added.length, orderStatus: null };
    const latest = added.filter((e) => e.code === stage).at(-1);
    const { moved } = await applyStatusChange(tx, ctx, {
      order: row.order,
      customerName: row.customerName,
      to,
      actor: `carrier:${shipment.provider}`,
      note: [CARRIER_EVENT_LABELS[stage], latest?.location].filter(Boolean).join(', '),
    });
    return { added: added.length, orderStatus: moved ? to : null };
  });
}
