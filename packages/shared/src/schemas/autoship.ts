import { z } from 'zod';
import { MAX_QUANTITY } from '../constants.js';
import type { AutoshipSettings } from '../rules/autoship.js';
import type { AutoshipFigures } from '../rules/autoship-figures.js';
import { address } from './address.js';
import { pageQuery } from './admin-common.js';
import { orderTotals } from './checkout.js';
import { frequencyWeeks, shopDate } from './fields.js';

/** Autoship's calls: a customer's own subscriptions, and the owner's list and detail. Money in paise. */

const id = (what: string) =>
  z
    .number({ error: `Choose ${what}` })
    .int(`Choose ${what}`)
    .positive(`Choose ${what}`);
const quantity = z.number({ error: 'Choose a quantity' }).int('Choose a whole quantity').min(1, 'Choose at least 1').max(MAX_QUANTITY, `At most ${MAX_QUANTITY}`);
const item = z.object({ variantId: id('a size'), quantity });

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export const SUBSCRIPTION_PAYMENT_METHODS = ['mandate', 'cod_reminder'] as const;

export const subscriptionInput = z
  .object({
    variantId: id('a size'),
    quantity,
    frequencyWeeks,
    addressId: id('a delivery address'),
    firstDeliveryDate: shopDate('Choose the first delivery date'),
    paymentMethod: z.enum(SUBSCRIPTION_PAYMENT_METHODS, { error: 'Choose how each delivery is paid' }),
    /** The payment that authorised the mandate (the first order's), for `mandate`. */
    paymentId: z.string().trim().max(60).optional(),
  })
  .refine((v) => v.paymentMethod !== 'mandate' || !!v.paymentId, { path: ['paymentId'], message: 'Pay the first delivery to set up the mandate' });
export type SubscriptionInput = z.infer<typeof subscriptionInput>;

export const subscriptionChange = z
  .object({
    frequencyWeeks: frequencyWeeks.optional(),
    nextDeliveryDate: shopDate('Choose the next delivery date').optional(),
    items: z
      .array(item)
      .min(1, 'Keep at least one item; to stop every delivery, cancel the autoship')
      .max(20, 'At most 20 items')
      // A size is one line with its quantity, as in the cart.
      .refine((items) => new Set(items.map((i) => i.variantId)).size === items.length, 'Each size once: change its quantity instead')
      .optional(),
    addressId: id('a delivery address').optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
export type SubscriptionChange = z.infer<typeof subscriptionChange>;

/** What a customer (or the owner on their behalf) does to a subscription, each its own POST. */
export const SUBSCRIPTION_ACTIONS = ['skip', 'pause', 'resume', 'cancel', 'send-now'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

const subscriptionItem = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  productName: z.string(),
  label: z.string(),
  quantity: z.number().int(),
  unitPricePaise: z.number().int(),
  /** The line at today's price less the autoship discount; a price change counts from the next cycle. */
  autoshipLinePaise: z.number().int(),
  onSale: z.boolean(),
});

export const subscription = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  pauseReason: z.enum(['customer', 'payment_failed', 'mandate_revoked', 'no_address']).nullable(),
  frequencyWeeks: z.number().int(),
  nextDeliveryDate: z.string(),
  /** The India day the next order is made (and charged). */
  nextOrderDate: z.string(),
  /** Frequency and next date may change until this moment (ISO). */
  changeableUntil: z.string(),
  addressId: z.number().int().nullable(),
  paymentMethod: z.enum(SUBSCRIPTION_PAYMENT_METHODS),
  discountPercent: z.number().int(),
  items: z.array(subscriptionItem),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscription>;

/**
 * POST /subscriptions/reorder/read and /subscriptions/reorder: a cash-on-delivery delivery as its one-tap
 * reorder link shows it, and once placed, its order. `problem` says why it cannot be placed (a cancelled
 * autoship, a size no longer sold, cash on delivery not offered there); `totals` is what it costs now.
 */
export const autoshipReorder = z.object({
  subscriptionId: z.number().int(),
  cycleNo: z.number().int(),
  deliveryDate: z.string(),
  items: z.array(subscriptionItem),
  address: address.nullable(),
  totals: orderTotals.nullable(),
  placed: z.object({ orderId: z.number().int(), totalPaise: z.number().int() }).nullable(),
  problem: z.string().nullable(),
});
export type AutoshipReorder = z.infer<typeof autoshipReorder>;

export const subscriptionCycle = z.object({
  cycleNo: z.number().int(),
  dueDate: z.string(),
  state: z.enum(['reminded', 'ordered', 'charged', 'failed', 'skipped']),
  orderId: z.number().int().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});

/** A row of the owner's list: the customer's view and whose it is. */
export const adminSubscriptionRow = subscription.extend({ customerId: z.number().int(), customerName: z.string(), customerEmail: z.string() });
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRow>;

/** How a mandate stands: none for a cash-on-delivery reminder, ended once the bank revoked it. */
export const MANDATE_STATES = ['active', 'ended', 'none'] as const;

export const adminSubscription = adminSubscriptionRow.extend({
  failureCount: z.number().int(),
  mandate: z.enum(MANDATE_STATES),
  /** The saved address each order goes to; null once the customer deleted it. */
  address: address.nullable(),
  cycles: z.array(subscriptionCycle),
});
export type AdminSubscription = z.infer<typeof adminSubscription>;

/** The owner's list filters by status; `payment_failed` is the paused ones a declined charge stopped. */
export const ADMIN_SUBSCRIPTION_FILTERS = [...SUBSCRIPTION_STATUSES, 'payment_failed', 'all'] as const;
export const adminSubscriptionQuery = pageQuery.omit({ q: true }).extend({
  status: z.enum(ADMIN_SUBSCRIPTION_FILTERS, { error: 'Choose active, paused, payment failed, cancelled or all' }).default('all'),
});
export type AdminSubscriptionQuery = z.infer<typeof adminSubscriptionQuery>;

const percent = (what: string) =>
  z
    .number({ error: `${what} must be a whole percent` })
    .int(`${what} must be a whole percent`)
    .min(0, `${what} cannot be negative`)
    .max(50, `${what} is at most 50 %`);

/** The owner's autoship terms (admin settings). */
export const autoshipSettings = z.object({
  discountPercent: percent('The autoship discount'),
  firstOrderDiscountPercent: percent('The first-order discount'),
  retryCount: z.number({ error: 'Retries must be a whole number' }).int('Retries must be a whole number').min(0).max(5, 'At most 5 retries'),
  retrySpacingHours: z.number({ error: 'Enter the hours between retries' }).int('Whole hours').min(1, 'At least 1 hour').max(23, 'Under 24 hours, before an unpaid order expires'),
}) satisfies z.ZodType<AutoshipSettings>;

/** The owner's autoship figures (see rules/autoship-figures). */
export const autoshipFigures = z.object({
  active: z.number().int(),
  monthlyRecurringPaise: z.number().int(),
  cancelledThisMonth: z.number().int(),
  subscribedAtMonthStart: z.number().int(),
  churnRate: z.number().nullable(),
  upcomingOrders: z.number().int(),
  stockNeeds: z.array(z.object({ variantId: z.number().int(), productName: z.string(), label: z.string(), stock: z.number().int(), needed: z.number().int(), short: z.boolean() })),
}) satisfies z.ZodType<AutoshipFigures>;
