import { z } from 'zod';
import { CARRIER_EVENT_CODES, SHIPMENT_STAGES } from '../rules/shipment-progress.js';
import { adminOrderStatus } from './order-record.js';

/** Shipments and their tracking, as the owner, the customer and a guest with the tracking link see them. */

export const shippingModeName = z.enum(['simulated', 'shiprocket', 'manual']);
export type ShippingModeName = z.infer<typeof shippingModeName>;

export const carrierEvent = z.object({
  code: z.enum(CARRIER_EVENT_CODES as [string, ...string[]]),
  label: z.string(),
  /** The carrier's own words for the scan ("Shipment picked up"), when it gave any. */
  description: z.string(),
  location: z.string(),
  at: z.string(),
});
export type CarrierEventView = z.infer<typeof carrierEvent>;

export const shipmentTracking = z.object({
  courier: z.string(),
  awb: z.string(),
  stage: z.enum(SHIPMENT_STAGES),
  stageLabel: z.string(),
  /** The shop's own tracking page for this parcel (works without logging in). */
  trackingUrl: z.string(),
  /** The courier's tracking page, when the carrier gives one. */
  courierTrackingUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Newest first. */
  events: z.array(carrierEvent),
});
export type ShipmentTracking = z.infer<typeof shipmentTracking>;

/** What the owner sees and can do about shipping an order. */
export const adminShipment = z.object({
  /** The carrier this shop ships with; `manual` means the owner enters tracking numbers by hand. */
  mode: shippingModeName,
  /** True when "Create shipment" applies: the order is packed and has no shipment yet. */
  canCreate: z.boolean(),
  shipment: shipmentTracking.nullable(),
});
export type AdminShipment = z.infer<typeof adminShipment>;

/** The parcel as the owner packed it: couriers price and route by weight and size. */
export const createShipmentInput = z.object({
  weightGrams: z
    .number({ error: 'Enter the parcel weight in grams' })
    .int('Enter the weight in whole grams')
    .min(10, 'The parcel weighs at least 10 g')
    .max(30_000, 'A parcel over 30 kg needs a freight service'),
  lengthCm: z.number({ error: 'Enter the length in cm' }).int().min(1, 'At least 1 cm').max(150, 'At most 150 cm'),
  breadthCm: z.number({ error: 'Enter the breadth in cm' }).int().min(1, 'At least 1 cm').max(150, 'At most 150 cm'),
  heightCm: z.number({ error: 'Enter the height in cm' }).int().min(1, 'At least 1 cm').max(150, 'At most 150 cm'),
});
export type CreateShipmentInput = z.infer<typeof createShipmentInput>;

/** A guest's tracking page: the order's progress, without the customer's address or contact details. */
export const publicOrderTracking = z.object({
  orderId: z.number().int(),
  status: adminOrderStatus,
  statusLabel: z.string(),
  createdAt: z.string(),
  itemsPreview: z.string(),
  shipment: shipmentTracking.nullable(),
});
export type PublicOrderTracking = z.infer<typeof publicOrderTracking>;

export const TRACK_ORDER_NOT_FOUND = 'We could not find an order with these details. Check the order number and the phone number or email you ordered with.';

/** The Track Order form: the order number and the phone or email it was placed with. */
export const trackOrderInput = z.object({
  orderNumber: z
    .string({ error: 'Order number is required' })
    .trim()
    .min(1, 'Order number is required')
    .transform((v) => v.replace(/^#/, ''))
    .refine((v) => /^\d{1,9}$/.test(v), 'An order number is digits only, like 1042'),
  contact: z.string({ error: 'Phone number or email is required' }).trim().min(1, 'Phone number or email is required').max(254, 'This is too long'),
});
export type TrackOrderInput = z.infer<typeof trackOrderInput>;

export const trackingTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'This tracking link is not valid') });
