import { randomInt } from 'node:crypto';
import type { CarrierEventCode } from '@canino/shared';
import type { BookedPickup, BookedShipment, CarrierEvent, ShipmentRef, ShippingProvider } from '../../../ports/shipping-provider';
import { simulatedLabelPdf } from './label-pdf';

/** The stages after booking, each `stepMs` after the one before. */
type Step = { code: CarrierEventCode; description: string; where: 'from' | 'hub' | 'to' };
const JOURNEY: Step[] = [
  { code: 'picked_up', description: 'Shipment picked up from the seller', where: 'from' },
  { code: 'in_transit', description: 'Reached the sorting hub and left for the destination city', where: 'hub' },
  { code: 'out_for_delivery', description: 'Out for delivery with our delivery agent', where: 'to' },
  { code: 'delivered', description: 'Delivered', where: 'to' },
];

/** A parcel the shopper turns away at the door: it goes back to the shop (return to origin, RTO). */
const REFUSED_JOURNEY: Step[] = [
  ...JOURNEY.slice(0, 3),
  { code: 'delivery_failed', description: 'Customer refused to accept the parcel', where: 'to' },
  { code: 'returning', description: 'RTO initiated', where: 'to' },
  { code: 'returning', description: 'RTO delivered to the seller', where: 'from' },
];

/**
 * How a test (or a demo) asks for a parcel that comes back: its delivery address says the shopper
 * refuses it, as "(refuses delivery)". A real address never carries these words.
 */
const REFUSES_DELIVERY = /\(refuses delivery\)/i;

/**
 * A carrier that needs no account: it books parcels at once with an AWB of its own, draws their label,
 * and moves each parcel one stage every `stepMs` from its booking. Its tracking is computed from the
 * booking time the shop keeps, so it holds no memory of its own: it survives restarts, gives every API
 * process the same answer, and a test moves it on by asking with a later clock (decision 016). A parcel
 * whose address says "(refuses delivery)" is refused at the door and comes back (decision 066).
 */
export class SimulatedCarrier implements ShippingProvider {
  readonly name = 'simulated' as const;
  static readonly COURIER = 'Canino Express (simulated)';

  constructor(private readonly opts: { stepMs: number }) {}

  async createShipment(): Promise<BookedShipment> {
    return { awb: simulatedAwb(), courier: SimulatedCarrier.COURIER, providerOrderId: null, providerShipmentId: null, courierTrackingUrl: null };
  }

  async bookReturnPickup(): Promise<BookedPickup> {
    return { awb: simulatedAwb(), courier: SimulatedCarrier.COURIER };
  }

  fetchLabel(shipment: ShipmentRef): Promise<Buffer> {
    return simulatedLabelPdf(shipment);
  }

  async fetchTracking(shipment: ShipmentRef, asOf: Date): Promise<CarrierEvent[]> {
    const places = { from: cityOf(shipment.shipFrom.address), hub: 'Sorting hub', to: shipment.deliverTo.city };
    const journey = REFUSES_DELIVERY.test(shipment.deliverTo.address) ? REFUSED_JOURNEY : JOURNEY;
    return journey
      .map((step, i) => ({
        code: step.code,
        description: step.description,
        location: places[step.where],
        at: new Date(shipment.createdAt.getTime() + (i + 1) * this.opts.stepMs),
      }))
      .filter((e) => e.at <= asOf);
  }

  /** The simulated carrier reports through its tracking, never by webhook. */
  readWebhook(): null {
    return null;
  }
}

/** "SIM" and 11 digits: shaped like a courier's AWB, and never one of a real courier's. */
const simulatedAwb = () => `SIM${String(randomInt(10 ** 11)).padStart(11, '0')}`;

/** The city part of the shop's address, for the pickup scan ("…, Coimbatore 641001" → "Coimbatore"). */
function cityOf(address: string): string {
  const parts = address
    .split(/,|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (parts.at(-1) ?? '').replace(/\s*\d{6}$/, '') || 'Shop';
}
