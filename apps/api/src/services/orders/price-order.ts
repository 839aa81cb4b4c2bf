import {
  checkCoupon,
  couponCovers,
  coveredGoods,
  statusesLeftBy,
  sizedName,
  type CouponOffer,
  type CustomerCouponHistory,
  computeCartTotals,
  lineTotalPaise,
  MAX_QUANTITY,
  normalizeCouponCode,
  type CartTotals,
  type ShippingRule,
} from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, conflict } from '../../errors';
import type { CouponRow } from '../../repositories/coupons';
import { readPricingFacts, type CouponCustomer, type PricingFacts, type VariantForOrder } from '../../repositories/orders-inventory';

interface PricedLine {
  productId: number;
  variantId: number;
  categoryId: number;
  /** The product's name with the size when it has several (sizedName). */
  productName: string;
  variantLabel: string;
  sku: string;
  unitPricePaise: number;
  quantity: number;
  lineTotalPaise: number;
  /** Where the line sat in the request, for field errors. */
  index: number;
  /** What this order may have: the stock less what other orders hold at this moment. */
  available: number;
  active: boolean;
  /** Whether the order's coupon covers the line; false only under a coupon for some goods. */
  couponApplies: boolean;
}

export interface PricedOrder {
  lines: PricedLine[];
  totals: CartTotals;
  /** The coupon applied; `percent` is 0 for the kinds that are not a percentage (its offer says what it takes). */
  coupon: { code: string; percent: number; offer: CouponOffer } | null;
  /** The standing (autoship) discount applied instead of a coupon, or null. */
  standingPercent: number | null;
}

/** A line of a cart as asked: a product, and the size of it (left out: the product's default size). */
export interface RequestedLine {
  productId: number;
  variantId?: number | undefined;
  quantity: number;
}

/**
 * Each line's size as found, or the customer's message when it is not one of the product's sizes
 * (another product's, or gone). The same size twice in a cart is one line with the quantities added
 * up; two sizes of one product are two lines.
 */
function resolveLines(lines: readonly RequestedLine[], variants: readonly VariantForOrder[], errors: Record<string, string>) {
  const merged = new Map<number, { variant: VariantForOrder; quantity: number; index: number }>();
  lines.forEach((l, index) => {
    const variant = variants.find((v) => (l.variantId === undefined ? v.productId === l.productId && v.isDefault : v.id === l.variantId));
    if (!variant) errors[`lines.${index}`] = l.variantId === undefined ? 'This product is no longer sold' : 'This size is no longer sold';
    else if (variant.productId !== l.productId) errors[`lines.${index}.variantId`] = "This size is not one of this product's sizes";
    else {
      const seen = merged.get(variant.id);
      if (seen) seen.quantity += l.quantity;
      else merged.set(variant.id, { variant, quantity: l.quantity, index });
    }
  });
  return [...merged.values()];
}

/**
 * Prices an order from the database: selling prices, the coupon's percentage and the spec's totals.
 * What the client thinks things cost never enters. A product that no longer exists is an error here;
 * whether the rest is sold and in stock is for the caller (`assertAvailable`), because a payment that
 * was already taken must still be recorded.
 */
export async function priceOrder(
  ctx: Pick<AppContext, 'db' | 'now'>,
  requested: readonly RequestedLine[],
  couponCode: string | undefined,
  opts: PricingOptions & { customer: CouponCustomer },
): Promise<PricedOrder> {
  const facts = await readPricingFacts(ctx.db, pricingQuestion(requested, couponCode, opts.customer));
  return priceWithFacts(facts, ctx.now(), requested, couponCode, opts);
}

/** `shipping` is the owner's fee rule; left out, the spec's ₹75 (only availability checks leave it out). */
export interface PricingOptions {
  strictCoupon: boolean;
  shipping?: ShippingRule;
  /** An autoship order's discount, in percent, taken as a coupon's would be (autoship orders take no coupon). */
  standingPercent?: number | undefined;
}

/** What to ask `readPricingFacts` for this cart, and for the customer's history with its coupon. */
export function pricingQuestion(requested: readonly RequestedLine[], couponCode: string | undefined, customer: CouponCustomer | undefined) {
  return {
    variantIds: [...new Set(requested.flatMap((l) => (l.variantId === undefined ? [] : [l.variantId])))],
    defaultOf: [...new Set(requested.flatMap((l) => (l.variantId === undefined ? [l.productId] : [])))],
    couponCode: couponCode?.trim() ? normalizeCouponCode(couponCode) : null,
    customer,
  };
}

/** The customer at checkout: their account, if logged in, and the billing email and phone (a guest's identity). */
export const couponCustomer = (customerId: number | null, billing: { email: string; mobile: string }): CouponCustomer => ({
  customerId,
  email: billing.email,
  mobile: billing.mobile,
});
/**
 * The customer's unpaid checkouts that a new one (online or COD) replaces (decision 046): theirs, in the
 * statuses the order's transitions let `replace` take orders out of, other than this checkout's own.
 */
export const replacedBy = (customer: CouponCustomer, idempotencyKey: string) => ({ customer, idempotencyKey, statuses: statusesLeftBy('replace') });

/** `priceOrder` on facts already read (checkout reads them together with its idempotency check). */
export function priceWithFacts(facts: PricingFacts, now: Date, requested: readonly RequestedLine[], couponCode: string | undefined, opts: PricingOptions): PricedOrder {
  const errors: Record<string, string> = {};
  const lines: PricedLine[] = [];
  for (const { variant: v, quantity, index } of resolveLines(requested, facts.variants, errors)) {
    const productName = sizedName(v.name, v.label, v.sizes);
    if (quantity > MAX_QUANTITY) errors[`lines.${index}`] = `You can order at most ${MAX_QUANTITY} of ${productName}`;
    else {
      const unit = { unitPricePaise: v.sellingPricePaise, quantity };
      const sized = { productId: v.productId, variantId: v.id, categoryId: v.categoryId, productName, variantLabel: v.label, sku: v.sku };
      const covered = !facts.coupon || couponCovers(facts.coupon, sized);
      lines.push({ ...sized, ...unit, lineTotalPaise: lineTotalPaise(unit), index, available: v.stock - v.held, active: v.active, couponApplies: covered });
    }
  }
  throwFieldErrors('UNPROCESSABLE', errors);

  // Uses other checkouts hold count against the limit as if paid: a limit of 3 gives 3 discounts.
  const held = facts.coupon && { ...facts.coupon, usedCount: facts.coupon.usedCount + facts.couponHeld };
  const coupon = couponCode?.trim() ? applicableCoupon(held, normalizeCouponCode(couponCode), coveredGoods(lines), now, facts.customerHistory, opts.strictCoupon) : null;
  // Without a coupon every line is covered: a standing discount is for the whole order.
  const priced = coupon ? lines : lines.map((l) => ({ ...l, couponApplies: true }));
  const standingPercent = coupon ? null : (opts.standingPercent ?? null);
  return { lines: priced, totals: computeCartTotals(priced, coupon?.offer ?? standingPercent ?? 0, opts.shipping), coupon, standingPercent };
}

function applicableCoupon(
  found: CouponRow | undefined,
  code: string,
  covered: { subtotalPaise: number; itemCount: number },
  now: Date,
  customer: CustomerCouponHistory | null,
  strict: boolean,
) {
  const result = checkCoupon(found ?? null, covered.subtotalPaise, now, customer, covered.itemCount);
  if (result.ok) return { code, percent: result.percent, offer: result.offer };
  if (strict) throw new AppError('UNPROCESSABLE', result.message, { couponCode: result.message });
  return null;
}

/** The percent an order keeps of its coupon: null for a flat or free-delivery coupon, which is known by its code. */
export const orderCouponPercent = (coupon: NonNullable<PricedOrder['coupon']>) => (coupon.offer.kind === 'percent' ? coupon.percent : null);

/** The priced lines as the order keeps them: name and price copied, so the invoice never changes. */
/**
 * The order's lines as written, each with its autoship schedule from the cart line it was priced from
 * (the same size twice is one line, on the first one's schedule).
 */
export function toOrderLines(order: PricedOrder, requested: readonly { autoshipWeeks?: number }[]) {
  return order.lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    productName: l.productName,
    variantLabel: l.variantLabel,
    sku: l.sku,
    unitPricePaise: l.unitPricePaise,
    quantity: l.quantity,
    lineTotalPaise: l.lineTotalPaise,
    autoshipWeeks: requested[l.index]?.autoshipWeeks ?? null,
    couponApplies: l.couponApplies,
  }));
}

/**
 * Before taking a customer's money: every size still sold, and enough of each that no other order
 * holds (a 409 naming the product: "Only 2 of … left", "… is sold out").
 */
export function assertAvailable(order: PricedOrder): void {
  const gone: Record<string, string> = {};
  const short: Record<string, string> = {};
  for (const l of order.lines) {
    if (!l.active) gone[`lines.${l.index}`] = `${l.productName} is no longer available`;
    else if (l.available <= 0) short[`lines.${l.index}`] = `${l.productName} is sold out`;
    else if (l.available < l.quantity) short[`lines.${l.index}`] = `Only ${l.available} of ${l.productName} left`;
  }
  throwFieldErrors('UNPROCESSABLE', gone);
  if (Object.keys(short).length) throw conflict(Object.values(short)[0]!, short);
}

function throwFieldErrors(code: 'UNPROCESSABLE', errors: Record<string, string>): void {
  const first = Object.values(errors)[0];
  if (first) throw new AppError(code, first, errors);
}
