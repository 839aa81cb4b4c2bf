import type { ProductDetail } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
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
