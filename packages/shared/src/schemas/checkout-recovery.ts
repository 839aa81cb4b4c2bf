import { z } from 'zod';
import { MSG } from '../messages.js';
import { email } from './fields.js';
import { pageQuery } from './admin-common.js';
import { checkoutLine } from './checkout.js';

/**
 * POST /checkout/started: the checkout page reports the cart it shows, once the shopper has a contact
 * (logged in, or a guest's email typed under the notice that the shop may email about this cart).
 * A logged-in customer sends no email: the account's is used.
 */
export const checkoutStartedInput = z.object({
  email: email(MSG.emailRequired, MSG.checkoutEmailInvalid).optional(),
  lines: z.array(checkoutLine).min(1, 'Your cart is empty').max(50, 'Too many different products in one order'),
});
export type CheckoutStartedInput = z.infer<typeof checkoutStartedInput>;

/** A line of a left checkout as it was priced then; the storefront puts it back at today's price (planBuyAgain). */
export const recoveryLine = z.object({
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  productName: z.string(),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
});

/** POST /checkout/restore: the recovery email's link, answered with the lines to put back. */
export const recoveryCart = z.object({ lines: z.array(recoveryLine) });
export type RecoveryCart = z.infer<typeof recoveryCart>;

export const RECOVERY_STATES = ['open', 'first_sent', 'second_sent', 'recovered', 'stopped', 'ordered'] as const;
export type RecoveryState = (typeof RECOVERY_STATES)[number];

/** Why reminders of a left checkout ended without a recovery. */
export const RECOVERY_STOP_REASONS = ['out_of_stock', 'opted_out'] as const;
export type RecoveryStopReason = (typeof RECOVERY_STOP_REASONS)[number];

/** The admin's list of checkouts left (decision 060), newest first. */
export const adminRecoveryQuery = pageQuery.omit({ q: true });
export type AdminRecoveryQuery = z.infer<typeof adminRecoveryQuery>;

/** What the owner reads for one: recovery state none / first sent / second sent / recovered / stopped. */
export const adminAbandonedCheckout = z.object({
  id: z.number().int(),
  email: z.string(),
  customerId: z.number().int().nullable(),
  items: z.number().int(),
  valuePaise: z.number().int(),
  startedAt: z.string(),
  state: z.enum(['none', 'first_sent', 'second_sent', 'recovered', 'stopped']),
  stopReason: z.enum(RECOVERY_STOP_REASONS).nullable(),
  orderId: z.number().int().nullable(),
  recoveredPaise: z.number().int().nullable(),
});
export type AdminAbandonedCheckout = z.infer<typeof adminAbandonedCheckout>;

/** A week (from Monday, India time) of checkouts left: how many, how many came back as orders, and their revenue. */
export const recoveryWeek = z.object({
  weekOf: z.string(),
  abandoned: z.number().int(),
  recovered: z.number().int(),
  recoveredPaise: z.number().int(),
});
export type RecoveryWeek = z.infer<typeof recoveryWeek>;

export const adminRecoveryList = z.object({
  items: z.array(adminAbandonedCheckout),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  weeks: z.array(recoveryWeek),
});
export type AdminRecoveryList = z.infer<typeof adminRecoveryList>;

/** Recovered orders over checkouts left, as the owner reads it: "12.5 %"; a week with none left shows "—". */
export function recoveryRate(week: Pick<RecoveryWeek, 'abandoned' | 'recovered'>): string {
  return week.abandoned === 0 ? '—' : `${((100 * week.recovered) / week.abandoned).toFixed(1)} %`;
}

/** PUT /recovery-settings: the coupon the second email offers, by its code; null sends it without one. */
export const recoverySettingsInput = z.object({
  secondCouponCode: z.string().trim().max(40, 'A coupon code has at most 40 characters').nullable(),
});
export type RecoverySettingsInput = z.infer<typeof recoverySettingsInput>;

/** A coupon as the owner picks it for the second email: its code and what it gives, in words. */
const recoveryCouponChoice = z.object({ code: z.string(), offer: z.string() });

/**
 * The owner's recovery settings, with the coupons that may be chosen: active and limited to one use per
 * customer, so a left cart's coupon cannot become a code everyone shares.
 */
export const recoverySettings = z.object({
  secondCoupon: recoveryCouponChoice.nullable(),
  choices: z.array(recoveryCouponChoice),
});
export type RecoverySettings = z.infer<typeof recoverySettings>;
