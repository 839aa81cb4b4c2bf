import type { AdminOrderStatus } from '../schemas/order-record.js';
import { refuseTransition } from './order-transitions.js';

/**
 * Where a parcel is, as carriers report it. The stages run in this order; a carrier's events can repeat
 * and arrive out of order, so a shipment only ever moves to a later stage, never back.
 */
export const SHIPMENT_STAGES = ['label_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

/** Events that are shown on the timeline but move nothing: the parcel is where it was. */
export const SHIPMENT_SETBACKS = ['delivery_failed', 'returning'] as const;
export type ShipmentSetback = (typeof SHIPMENT_SETBACKS)[number];

export type CarrierEventCode = ShipmentStage | ShipmentSetback;
export const CARRIER_EVENT_CODES: readonly CarrierEventCode[] = [...SHIPMENT_STAGES, ...SHIPMENT_SETBACKS];

export const CARRIER_EVENT_LABELS: Record<CarrierEventCode, string> = {
  label_created: 'Shipment created',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  delivery_failed: 'Delivery attempt failed',
  returning: 'Returning to the shop',
};

export function isShipmentStage(code: CarrierEventCode): code is ShipmentStage {
  return (SHIPMENT_STAGES as readonly string[]).includes(code);
}

/** The later of two stages: what a shipment's stage becomes when an event arrives, in any order. */
export function laterStage(a: ShipmentStage, b: ShipmentStage): ShipmentStage {
  return SHIPMENT_STAGES.indexOf(b) > SHIPMENT_STAGES.indexOf(a) ? b : a;
}

/** The order status a stage stands for, where the order shows it (the rest read as "shipped"). */
const ORDER_STATUS_OF_STAGE: Partial<Record<ShipmentStage, AdminOrderStatus>> = {
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
};

/**
 * The status an order in `current` moves to when its shipment reaches `stage`, or null when it stays:
 * only forward along shipped → out for delivery → delivered, as the order's transitions let the carrier
 * (`track`), and never for an order taken off that path (cancelled, refunded) — the carrier's news does
 * not undo the owner's decision.
 */
export function orderStatusAfterStage(current: AdminOrderStatus, stage: ShipmentStage): AdminOrderStatus | null {
  const target = ORDER_STATUS_OF_STAGE[stage];
  return target && refuseTransition('track', current, target) === null ? target : null;
}

/**
 * The least stage an order's own status vouches for: the owner may mark an order further on than the
 * carrier has reported. "Shipped" vouches for nothing: booking the parcel marks the order shipped.
 */
const STAGE_OF_ORDER_STATUS: Partial<Record<AdminOrderStatus, ShipmentStage>> = {
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
};

/**
 * Where a parcel is shown to be: its carrier's stage, or further when the order's status says so (an
 * order marked delivered by hand, a COD order whose cash was collected), so a shipment card never
 * says "Shipment created" under an order that reads "Delivered".
 */
export function stageShown(stage: ShipmentStage, orderStatus: AdminOrderStatus): ShipmentStage {
  const vouched = STAGE_OF_ORDER_STATUS[orderStatus];
  return vouched ? laterStage(stage, vouched) : stage;
}
