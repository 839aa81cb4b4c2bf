import type { Product, ProductListQuery } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** Listing filters as the API takes them (GET /product?category=&q=&sort=). */
export type ProductFilters = Pick<ProductListQuery, 'category' | 'q' | 'sort'>;

export const productsKey = ({ category, q, sort }: ProductFilters = {}) => `catalog:products:${category ?? ''}:${q ?? ''}:${sort ?? ''}`;

export const getProducts = (filters: ProductFilters = {}) => apiGet<Product[]>('/product', filters).then((r) => r.data);

/** `enabled: false` asks nothing yet (a page still working out its filters). */
export const useProducts = (filters: ProductFilters = {}, enabled = true) => useQuery(enabled ? productsKey(filters) : null, () => getProducts(filters));
