import { useSearchParams } from 'react-router';
import { useProduct } from '../catalog/api/get-product';
import { clampQuantity, lineFromProduct, maxQuantity, productOfSize, type CartLine } from '../../stores/cart-lines';

/** Where Buy Now sends the shopper: checkout with that product alone, in the size chosen, at the page's quantity. */
export const buyNowPath = (productId: number, quantity: number, sizeSku?: string) =>
  `/checkout?buy=${productId}&qty=${quantity}${sizeSku ? `&size=${encodeURIComponent(sizeSku)}` : ''}`;

/**
 * Buy Now's one line, read from the address (so a reload keeps it) and priced from the catalog: the size
 * the address names, else the default one; the saved cart is not touched. Null on a plain checkout;
 * `loading` until the product arrives.
 */
export function useBuyNow(): { lines: CartLine[]; loading: boolean } | null {
  const [params] = useSearchParams();
  const id = Number(params.get('buy'));
  const wanted = Number(params.get('qty') ?? '1');
  const buying = params.has('buy') && Number.isInteger(id) && id > 0;
  const query = useProduct(buying ? { id } : null);
  if (!buying) return null;
  const detail = query.data?.product;
  const size = detail && (detail.variants.find((v) => v.sku === params.get('size')) ?? detail.variants.find((v) => v.variant_id === detail.default_variant_id));
  const product = detail && size ? productOfSize(detail, size, detail.variants.length) : detail;
  const max = product ? maxQuantity(product.stock) : 0;
  const lines = product && max > 0 ? [lineFromProduct(product, clampQuantity(Number.isFinite(wanted) ? wanted : 1, max))] : [];
  return { lines, loading: query.isLoading };
}
