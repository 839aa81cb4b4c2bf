import { STORAGE_KEYS, WHOLE_ORDER, type CouponOffer, type CouponScope } from '@canino/shared';
import { createLocalStore } from '../lib/local-store';
import {
  addProduct,
  itemCount,
  parseCart,
  reconcileLines,
  removeLine,
  sameItem,
  sameLines,
  setLineQuantity,
  setProductQuantity,
  withoutOrdered,
  type CartLine,
  type CartProduct,
  type LineRef,
} from './cart-lines';

/** The cart under `canino_cart` (the spec's list of lines), shared by every tab. */
const lines = createLocalStore<CartLine[]>(STORAGE_KEYS.cart, parseCart, (v) => v.length === 0);

export const useCart = lines.use;
/** The cart's lines now, outside React (an action that reads them once). */
export const currentCart = (): readonly CartLine[] => lines.get();
export const useCartCount = () => itemCount(lines.use());
/** Whether the cart holds this product in this size (a line naming none holds the default one). */
export const useInCart = (item: LineRef) => lines.use().some((l) => sameItem(l, item));

/** Adds to the cart, on autoship every `autoshipWeeks` when given; returns how many were added (fewer than asked when stock runs short). */
export function addToCart(product: CartProduct, quantity = 1, autoshipWeeks?: number): number {
  const result = addProduct(lines.get(), product, quantity, autoshipWeeks);
  if (result.added > 0) lines.set(result.lines);
  return result.added;
}

export function setCartQuantity(product: CartProduct, quantity: number): void {
  lines.set(setProductQuantity(lines.get(), product, quantity));
}

export function updateLineQuantity(line: LineRef, quantity: number, max?: number): void {
  lines.set(setLineQuantity(lines.get(), line, quantity, max));
}

export function removeFromCart(line: LineRef): void {
  lines.set(removeLine(lines.get(), line));
}

export function syncCartWithCatalog(products: readonly CartProduct[]): void {
  const next = reconcileLines(lines.get(), products);
  if (!sameLines(next, lines.get())) lines.set(next);
}

/** After a paid order: the cart and its coupon are done with. */
export function clearCart(): void {
  lines.set([]);
  coupon.set(null);
}

/**
 * After an unpaid order was paid from My Orders: what it bought leaves the cart, as checkout empties
 * it, and so does the coupon when that order used it (a first-order coupon is spent).
 */
export function removeOrderedFromCart(order: { lines: readonly { productId: number | null; variantId: number | null; quantity: number }[]; couponCode: string | null }): void {
  const left = withoutOrdered(lines.get(), order.lines);
  if (!sameLines(left, lines.get())) lines.set(left);
  const applied = coupon.get();
  if (applied && (left.length === 0 || applied.code === order.couponCode)) coupon.set(null);
}

/** The coupon the customer applied, kept with the cart so checkout sends it (the server re-checks it). */
export interface AppliedCoupon {
  code: string;
  percent: number;
  /** What it takes off; a coupon kept from before coupons had kinds is its percent. */
  offer: CouponOffer;
  /** In plain words, as the shop says it ("₹100 off"). */
  description: string;
  /** What it covers, with its categories' products listed; the whole order for most coupons. */
  scope: CouponScope;
}

/** A coupon taking `percent` off, nothing else. */
export const percentOffer = (percent: number): CouponOffer => ({ kind: 'percent', percent, capPaise: null, flatPaise: null });

function parseCoupon(raw: unknown): AppliedCoupon | null {
  if (!raw || typeof raw !== 'object') return null;
  const { code, percent, offer, description, scope } = raw as Record<string, unknown>;
  if (typeof code !== 'string' || typeof percent !== 'number') return null;
  const known = offer && typeof offer === 'object' && typeof description === 'string';
  // A coupon kept from before coupons had scopes covered the whole order; the server re-checks it anyway.
  const covers = scope && typeof scope === 'object' ? (scope as CouponScope) : WHOLE_ORDER;
  return known
    ? { code, percent, offer: offer as CouponOffer, description, scope: covers }
    : { code, percent, offer: percentOffer(percent), description: `${percent}% off`, scope: WHOLE_ORDER };
}

const coupon = createLocalStore<AppliedCoupon | null>('canino_coupon', parseCoupon, (v) => v === null);
export const useCoupon = coupon.use;
export const setCoupon = (value: AppliedCoupon | null) => coupon.set(value);
