import type { ProductDetail } from '@canino/shared';
import { ApiError, apiGet } from '../../../lib/api-client';
import { takeEmbeddedData } from '../../../lib/embedded-answers';
import { useQuery } from '../../../lib/query';

/** A product page names its product by id (the spec's /product-details?id=) or by slug (/products/{slug}). */
export type ProductRef = { id: number } | { slug: string };

const productKey = (ref: ProductRef) => ('id' in ref ? `catalog:product:${ref.id}` : `catalog:product-slug:${ref.slug}`);

const productPath = (ref: ProductRef) => ('id' in ref ? `/productById/${ref.id}` : `/productBySlug/${encodeURIComponent(ref.slug)}`);

const getProduct = (ref: ProductRef) => apiGet<ProductDetail>(productPath(ref)).then((r) => r.data);

/**
 * One product with its gallery; `null` (no call) when the address names none. Opened straight from a
 * link, the page holds the product already (the server embedded it).
 */
export const useProduct = (ref: ProductRef | null) =>
  useQuery(ref === null ? null : productKey(ref), () => getProduct(ref!), { initialData: () => takeEmbeddedData<ProductDetail>(productPath(ref!)) });

/**
 * Several products' records at once, by id, for the sizes a cart holds (their prices and stock follow
 * the catalog); a product no longer sold is left out. `null` ids ask nothing.
 */
export const useProductsById = (ids: readonly number[] | null) =>
  useQuery(ids === null ? null : `catalog:products-by-id:${ids.join(',')}`, async () => {
    const found = await Promise.all(ids!.map((id) => getProduct({ id }).catch(goneAsNull)));
    return found.filter((d): d is ProductDetail => d !== null);
  });

/** A product no longer sold (404) is none; any other failure stays a failure. */
function goneAsNull(err: unknown): null {
  if (err instanceof ApiError && err.status === 404) return null;
  throw err;
}
