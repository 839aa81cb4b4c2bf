import { SHIPPING_FEE_PAISE } from '../constants.js';
import { formatINR } from './money.js';

/** The owner's shipping fee, and the order value (after discount) from which delivery is free; null = never. */
export interface ShippingRule {
  feePaise: number;
  freeAbovePaise: number | null;
}

/** The spec's flat ₹75 and no free delivery: what the shop charges until the owner says otherwise. */
export const DEFAULT_SHIPPING_RULE: ShippingRule = { feePaise: SHIPPING_FEE_PAISE, freeAbovePaise: null };

/** The fee for a (non-empty) order worth `goodsPaise` after its discount. */
export function shippingFeePaise(goodsPaise: number, rule: ShippingRule): number {
  if (rule.freeAbovePaise !== null && goodsPaise >= rule.freeAbovePaise) return 0;
  return rule.feePaise;
}

/** How much more the cart needs for free delivery ("Add ₹X more"), or null when there is none to earn or it is earned. */
export function freeDeliveryShortfallPaise(goodsPaise: number, rule: ShippingRule): number | null {
  if (rule.freeAbovePaise === null || rule.feePaise === 0 || goodsPaise <= 0) return null;
  const short = rule.freeAbovePaise - goodsPaise;
  return short > 0 ? short : null;
}

/** The fee as a product page states it, in the owner's terms: "Shipping ₹75.00 per order, free from ₹999.00." */
export function shippingTermsText(rule: ShippingRule): string {
  if (rule.feePaise === 0 || rule.freeAbovePaise === 0) return 'Free delivery on every order.';
  const fee = `Shipping ${formatINR(rule.feePaise)} per order`;
  return rule.freeAbovePaise === null ? `${fee}.` : `${fee}, free from ${formatINR(rule.freeAbovePaise)}.`;
}
