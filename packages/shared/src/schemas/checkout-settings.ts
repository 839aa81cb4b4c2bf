import { z } from 'zod';
import { DEFAULT_COD_SETTINGS, type CodSettings } from '../rules/cash-on-delivery.js';
import { DELIVERY_ZONES, type DeliverySchedule, type DeliveryZone } from '../rules/delivery-promise.js';
import { indianStateName } from '../rules/india-states.js';
import { DEFAULT_SHIPPING_RULE, type ShippingRule } from '../rules/shipping-fee.js';
import { shopDate } from './fields.js';

/**
 * The owner's delivery, shipping-fee and cash-on-delivery settings (admin "Delivery & COD"), and what
 * the storefront reads of them. Money in paise.
 */

const paise = (max: number, what: string) =>
  z
    .number({ error: `${what} must be an amount in paise` })
    .int(`${what} must be whole paise`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} is too large`);

const pinOrPrefix = z
  .string()
  .trim()
  .regex(/^[1-9]\d{1,5}$/, 'Enter pincodes of 6 digits, or their first 2-5 digits for an area');

// A refinement, not a transform: the same schema describes the settings the API answers with.
const stateName = z.string().refine((v) => indianStateName(v) === v, 'Choose states and union territories of India by their names');

export const deliverySettings = z.object({
  /** Where parcels leave from: decides the zone of every destination. */
  originPincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Enter the 6-digit pincode parcels are sent from'),
  dispatchWeekdays: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one dispatch day').max(7),
  cutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the cut-off time as HH:MM'),
  holidays: z.array(shopDate('Enter holidays as dates')).max(100, 'At most 100 holidays'),
  transitDays: z.object(
    Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, z.number().int('Whole days').min(0).max(30, 'At most 30 days')])) as Record<DeliveryZone, z.ZodNumber>,
  ),
  /** Pincodes or area prefixes the shop does not deliver to. */
  noDeliveryPincodes: z.array(pinOrPrefix).max(500),
}) satisfies z.ZodType<DeliverySchedule & { originPincode: string; noDeliveryPincodes: string[] }>;
export type DeliverySettings = z.infer<typeof deliverySettings>;

export const shippingRule = z.object({
  feePaise: paise(1_000_000, 'The shipping fee'),
  freeAbovePaise: paise(100_000_000, 'The free-delivery threshold').nullable(),
}) satisfies z.ZodType<ShippingRule>;

export const codSettings = z.object({
  enabled: z.boolean(),
  maxOrderPaise: paise(100_000_000, 'The COD order cap'),
  feePaise: paise(1_000_000, 'The COD fee'),
  refusedPincodes: z.array(pinOrPrefix).max(500),
  refusedStates: z.array(stateName).max(40),
  maxOpenOrdersPerPhone: z.number().int().min(1, 'Allow at least one open order').max(50),
  // Defaults, so settings saved before these existed (and clients that do not send them) read as "off".
  rtoThresholdPercent: z
    .number({ error: 'The RTO limit must be a percent, or empty to turn it off' })
    .int('Enter the RTO limit as a whole percent')
    .min(1, 'The RTO limit must be at least 1%')
    .max(99, 'The RTO limit must be below 100%')
    .nullable()
    .default(null),
  rtoMinOrders: z
    .number({ error: 'The RTO sample must be a number of orders' })
    .int('Enter the RTO sample as a whole number of orders')
    .min(1, 'The RTO rate needs at least 1 finished order')
    .max(1000, 'The RTO sample can be at most 1000 orders')
    .default(DEFAULT_COD_SETTINGS.rtoMinOrders),
}) satisfies z.ZodType<CodSettings>;

export const checkoutSettings = z.object({ shipping: shippingRule, delivery: deliverySettings, cod: codSettings });
export type CheckoutSettings = z.infer<typeof checkoutSettings>;

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  shipping: DEFAULT_SHIPPING_RULE,
  delivery: {
    originPincode: '641018',
    dispatchWeekdays: [1, 2, 3, 4, 5, 6],
    cutoff: '14:00',
    holidays: [],
    transitDays: { sameCity: 1, sameState: 2, metro: 3, restOfIndia: 5, remote: 8 },
    noDeliveryPincodes: [],
  },
  cod: { ...DEFAULT_COD_SETTINGS, refusedPincodes: [], refusedStates: [] },
};

/** GET /delivery-terms: what the cart needs before it knows a pincode. */
export const deliveryTerms = z.object({
  shipping: shippingRule,
  cod: z.object({ enabled: z.boolean(), maxOrderPaise: z.number().int(), feePaise: z.number().int() }),
  /** What the shipping policy promises, in the owner's own figures. */
  dispatch: deliverySettings.pick({ dispatchWeekdays: true, cutoff: true, transitDays: true }),
});
export type DeliveryTerms = z.infer<typeof deliveryTerms>;

export const pincodeParams = z.object({
  pin: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'A pincode has exactly 6 digits')
    .refine((v) => v !== '000000' && !v.startsWith('0'), 'A pincode cannot start with 0'),
});

/** GET /pincode/:pin — what India Post's directory and the shop's rules say about a pincode. */
export const pincodeAnswer = z.object({
  pincode: z.string(),
  state: z.string(),
  district: z.string(),
  /** Post offices' areas under this pincode, offered as the city or locality. */
  localities: z.array(z.string()),
  delivers: z.boolean(),
  cod: z.object({ allowed: z.boolean(), reason: z.string().nullable(), feePaise: z.number().int() }),
  delivery: z.object({ zone: z.enum(DELIVERY_ZONES), dispatchDate: z.string(), deliveryDate: z.string(), label: z.string() }).nullable(),
});
export type PincodeAnswer = z.infer<typeof pincodeAnswer>;

export const PINCODE_NOT_FOUND = 'We could not find this pincode';
