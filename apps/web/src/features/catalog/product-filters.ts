import type { ProductFilters } from './api/get-products';

export const SORT_OPTIONS = [
  { value: '', label: 'Featured' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
] as const;

type Sort = NonNullable<ProductFilters['sort']>;
const SORTS = new Set<string>(['price_asc', 'price_desc']);

/** The listing's filters from the address (?category=&q=&sort=); anything malformed is ignored. */
export function filtersFromSearch(params: URLSearchParams): ProductFilters {
  const category = Number(params.get('category'));
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const sort = params.get('sort') ?? '';
  return {
    category: Number.isInteger(category) && category > 0 ? category : undefined,
    q: q || undefined,
    sort: SORTS.has(sort) ? (sort as Sort) : undefined,
  };
}

/** The address for a set of filters, leaving out the empty ones. */
export function searchFromFilters(f: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.category) params.set('category', String(f.category));
  if (f.q) params.set('q', f.q);
  if (f.sort) params.set('sort', f.sort);
  return params;
}
