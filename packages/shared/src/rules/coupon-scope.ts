/**
 * What a coupon covers: the whole order, or only some of its goods, named by category, product or size
 * (the owner's choice; any one of them covers a line). A scoped coupon takes its discount off the goods
 * it covers, and its minimum order and quantity count only those, as Shopify and Amazon.in judge
 * "10% off Joint Care" coupons; the other lines pay full price.
 */
export interface CouponScope {
  categoryIds: readonly number[];
  productIds: readonly number[];
  variantIds: readonly number[];
}

export const WHOLE_ORDER: CouponScope = { categoryIds: [], productIds: [], variantIds: [] };

/** A line as coverage sees it. The category is left out where it is not known (the browser's cart). */
export interface CoverableLine {
  productId: number | null;
  variantId: number | null;
  categoryId?: number | null | undefined;
}

export const coversWholeOrder = (s: CouponScope): boolean => s.categoryIds.length === 0 && s.productIds.length === 0 && s.variantIds.length === 0;

/** Whether the coupon takes its discount off this line. */
export function couponCovers(s: CouponScope, line: CoverableLine): boolean {
  if (coversWholeOrder(s)) return true;
  return (
    (line.productId !== null && s.productIds.includes(line.productId)) ||
    (line.variantId !== null && s.variantIds.includes(line.variantId)) ||
    (line.categoryId != null && s.categoryIds.includes(line.categoryId))
  );
}

/** Whether the coupon covers any size of a product: the product page lists only the offers that do. */
export function coversProduct(s: CouponScope, product: { productId: number; variantIds: readonly number[] }): boolean {
  return product.variantIds.some((variantId) => couponCovers(s, { productId: product.productId, variantId })) || couponCovers(s, { productId: product.productId, variantId: null });
}

/** The lines, each marked with whether the coupon covers it (what `computeCartTotals` discounts). */
export function markCovered<L extends CoverableLine>(lines: readonly L[], s: CouponScope): (L & { couponApplies: boolean })[] {
  return lines.map((l) => ({ ...l, couponApplies: couponCovers(s, l) }));
}

/** What a scoped coupon's conditions count: the goods and items it covers. */
export function coveredGoods(lines: readonly { unitPricePaise: number; quantity: number; couponApplies?: boolean | undefined }[]) {
  const covered = lines.filter((l) => l.couponApplies !== false);
  return { subtotalPaise: covered.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0), itemCount: covered.reduce((n, l) => n + l.quantity, 0) };
}

/**
 * The scope in the words a shopper reads after "10% off on": categories as "Joint Care products",
 * then products and sizes by name, joined with commas and a final "and" ("Joint Care products and
 * Salmon Oil, 250 ml"). Null for the whole order.
 */
export function scopeWords(names: { categories: readonly string[]; products: readonly string[] }): string | null {
  const parts = [...names.categories.map((c) => `${c} products`), ...names.products];
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}
