import type { ProductListQuery, ProductSummary } from '@canino/shared';
import { apiGet, buildUrl, API_BASE } from '../../../lib/api-client';
import { takeEmbeddedData } from '../../../lib/embedded-answers';
import { useQuery } from '../../../lib/query';

/** Listing filters as the API takes them (GET /product?category=&q=&sort=). */
export type ProductFilters = Pick<ProductListQuery, 'category' | 'q' | 'sort'>;

const productsKey = ({ category, q, sort }: ProductFilters = {}) => `catalog:products:${category ?? ''}:${q ?? ''}:${sort ?? ''}`;

/** Filters in a fixed order, so the address is the same as the one the server embeds answers under. */
const query = ({ category, q, sort }: ProductFilters) => ({ category, q, sort });

const getProducts = (filters: ProductFilters = {}) => apiGet<ProductSummary[]>('/product', query(filters)).then((r) => r.data);

/**
 * `enabled: false` asks nothing yet (a page still working out its filters). A listing opened from a
 * link holds its products already (the server embedded them, page-preloads.ts), as summaries: a list
 * is read for cards, never for a product's long texts, which its own page asks for.
 */
export const useProducts = (filters: ProductFilters = {}, enabled = true) =>
  useQuery(enabled ? productsKey(filters) : null, () => getProducts(filters), {
    initialData: () => takeEmbeddedData<ProductSummary[]>(buildUrl('/product', query(filters)).slice(API_BASE.length)),
  });
