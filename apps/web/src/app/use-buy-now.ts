import { useSearchParams } from 'react-router';
import { useProduct } from '../features/catalog/api/get-product';
import { readBuyNow } from '../lib/buy-now';
import { clampQuantity, lineFromProduct, maxQuantity, productOfSize, type CartLine } from '../stores/cart-lines';

/**
 * Buy Now's one line, read from the address (so a reload keeps it) and priced from the catalog: the size
 * the address names, else the default one; the saved cart is not touched. Null on a plain checkout;
 * `loading` until the product arrives. It joins the catalog to the cart's lines, so it lives with the pages.
 */
export function useBuyNow(): { lines: CartLine[]; loading: boolean } | null {
  const [params] = useSearchParams();
  const buying = readBuyNow(params);
  const query = useProduct(buying ? { id: buying.id } : null);
  if (!buying) return null;
  const wanted = buying.quantity;
  const detail = query.data?.product;
  const size = detail && (detail.variants.find((v) => v.sku === buying.sizeSku) ?? detail.variants.find((v) => v.variant_id === detail.default_variant_id));
  const product = detail && size ? productOfSize(detail, size, detail.variants.length) : detail;
  const max = product ? maxQuantity(product.stock) : 0;
  const lines = product && max > 0 ? [lineFromProduct(product, clampQuantity(Number.isFinite(wanted) ? wanted : 1, max))] : [];
  return { lines, loading: query.isLoading };
}
