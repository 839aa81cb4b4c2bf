import type { CarrierEventCode, CourierCharges, OrderAddress } from '@canino/shared';

/** What the carrier needs to book a parcel: who it goes to, what is in it, and its size. */
export interface ShipmentRequest {
  /** The shop's order number, the carrier's reference for it. */
  orderId: number;
  orderDate: Date;
  deliverTo: OrderAddress;
  email: string;
  items: { name: string; sku: string; quantity: number; unitPricePaise: number }[];
  /** The order's value in parts, and the cash to collect on delivery (a COD order's whole total). */
  charges: CourierCharges;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** A returned item the courier collects from the shopper and brings back to the shop (decision 065). */
export interface ReturnPickupRequest {
  /** The shop's return number, the carrier's reference for the pickup. */
  returnId: number;
  orderId: number;
  collectFrom: OrderAddress;
  email: string;
  items: ShipmentRequest['items'];
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** A booked pickup: the courier's tracking number for the parcel coming back. */
export interface BookedPickup {
  awb: string;
  courier: string;
}

/** A booked parcel. */
export interface BookedShipment {
  awb: string;
  courier: string;
  providerOrderId: string | null;
  providerShipmentId: string | null;
  courierTrackingUrl: string | null;
}

/** A parcel as the shop keeps it, which is what every later call to the carrier needs. */
export interface ShipmentRef {
  awb: string;
  courier: string;
  providerShipmentId: string | null;
  createdAt: Date;
  deliverTo: OrderAddress;
  orderId: number;
  /** Cash the courier collects on delivery; 0 for a prepaid parcel. */
  collectPaise: number;
  /** The shop, as the label's sender. */
  shipFrom: { name: string; address: string; phone: string };
}

/** One tracking scan, in the shop's words. */
export interface CarrierEvent {
  code: CarrierEventCode;
  description: string;
  location: string;
  at: Date;
}

/** What a tracking webhook said: which parcel, and its scans. */
export interface CarrierWebhook {
  awb: string;
  events: CarrierEvent[];
}

/**
 * A carrier: Shiprocket, or the simulated one that needs no account. Everything above this interface
 * (the admin's "Create shipment", tracking, the emails, the order's status) is the same for both.
 */
export interface ShippingProvider {
  readonly name: 'simulated' | 'shiprocket';
  /** Books the parcel and gets its AWB and courier. */
  createShipment(request: ShipmentRequest): Promise<BookedShipment>;
  /** Books a reverse pickup: a courier collects a returned item from the shopper's address for the shop. */
  bookReturnPickup(request: ReturnPickupRequest): Promise<BookedPickup>;
  /** The shipping label to stick on the parcel, as a PDF. */
  fetchLabel(shipment: ShipmentRef): Promise<Buffer>;
  /**
   * Every tracking event the carrier has for the parcel as of now (the shop keeps the new ones). `asOf`
   * is the shop's clock, which a real carrier has no use for and the simulated one runs on.
   */
  fetchTracking(shipment: ShipmentRef, asOf: Date): Promise<CarrierEvent[]>;
  /**
   * A tracking webhook's body, once its token is checked: null when the token is wrong (or webhooks
   * are not set up), `ignored` when it is not a tracking update the shop reads.
   */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): CarrierWebhook | 'ignored' | null;
}
