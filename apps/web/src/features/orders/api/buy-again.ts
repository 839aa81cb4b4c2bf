import { planBuyAgain, rupeesToPaise, type BuyAgainNote, type PastLine, type ProductDetail } from '@canino/shared';
import { ApiError, apiGet } from '../../../lib/api-client';
import { addToCart, currentCart } from '../../../stores/cart-store';
import { productOfSize } from '../../../stores/cart-lines';

/** Today's record of a product; null when it is no longer sold (404). */
async function productToday(id: number): Promise<ProductDetail['product'] | null> {
  try {
    return (await apiGet<ProductDetail>(`/productById/${id}`)).data.product;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * Puts a past order's lines (or one of them) back in the cart at today's prices, by the shared rule:
 * what the catalog still sells, as much as is in stock, never a line the cart already holds. Resolves
 * with how many items went in and what changed.
 */
export async function buyAgain(lines: readonly PastLine[]): Promise<{ added: number; notes: BuyAgainNote[] }> {
  const ids = [...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))];
  const products = (await Promise.all(ids.map(productToday))).filter((p) => p !== null);
  const today = products.map((p) => ({
    productId: p.product_id,
    sizes: p.variants.map((v) => ({ variantId: v.variant_id, pricePaise: rupeesToPaise(v.product_sprice), stock: v.stock })),
  }));
  const cart = currentCart().map((c) => ({ productId: c.product_id, variantId: c.variant_id ?? null }));
  const plan = planBuyAgain(lines, today, cart);
  let added = 0;
  for (const item of plan.add) {
    const product = products.find((p) => p.product_id === item.productId)!;
    const size = product.variants.find((v) => (item.variantId === null ? v.variant_id === product.default_variant_id : v.variant_id === item.variantId)) ?? product.variants[0]!;
    added += addToCart(productOfSize(product, size, product.variants.length), item.quantity);
  }
  return { added, notes: plan.notes };
}
