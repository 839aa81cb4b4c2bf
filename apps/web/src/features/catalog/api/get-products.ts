import type { ProductListQuery, ProductSummary } from '@canino/shared';
import { apiGet, buildUrl, API_BASE } from '../../../lib/api-client';
import { takeEmbeddedData } from '../../../lib/embedded-answers';
import { useQuery } from '../../../lib/query';

/** Listing filters as the API takes them (GET /product?category=&q=&sort=&min_price=&max_price=&in_stock=&min_rating=). */
export type ProductFilters = Pick<ProductListQuery, 'category' | 'q' | 'sort' | 'min_price' | 'max_price' | 'in_stock' | 'min_rating'>;

/** Filters in a fixed order, so the address is the same as the one the server embeds answers under. */
const query = ({ category, q, sort, min_price, max_price, in_stock, min_rating }: ProductFilters) => ({ category, q, sort, min_price, max_price, in_stock, min_rating });

const productsKey = (filters: ProductFilters = {}) => `catalog:products:${JSON.stringify(query(filters))}`;

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
