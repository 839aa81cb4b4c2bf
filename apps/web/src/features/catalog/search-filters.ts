import { NARROWING_PARAMS as P, type ProductListQuery, type ProductSort } from '@canino/shared';

/** The results page's state, all of it in the address: /search?q=&category=&min=&max=&stock=1&rating=4&sort= */
export interface SearchFilters {
  q?: string;
  category?: number;
  min?: number;
  max?: number;
  inStock?: boolean;
  rating?: number;
  sort?: ProductSort;
}

export const SEARCH_SORTS: { value: ProductSort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Customer rating' },
  { value: 'newest', label: 'Newest' },
];

export const RATING_CHOICES = [4, 3, 2] as const;

const positiveInt = (v: string | null) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};
const rupees = (v: string | null) => {
  const n = Number(v);
  return v !== null && v !== '' && Number.isFinite(n) && n >= 0 && n < 10_000_000 ? n : undefined;
};

/** Reads the address; anything malformed is dropped rather than shown as an error. */
export function searchFiltersFrom(params: URLSearchParams): SearchFilters {
  const sort = params.get('sort');
  const rating = positiveInt(params.get(P.rating));
  let min = rupees(params.get(P.min));
  let max = rupees(params.get(P.max));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100) || undefined,
    category: positiveInt(params.get('category')),
    min,
    max,
    inStock: params.get(P.inStock) === '1' || undefined,
    rating: rating && rating <= 5 ? rating : undefined,
    sort: SEARCH_SORTS.some((s) => s.value === sort) ? (sort as ProductSort) : undefined,
  };
}

/** The address for a set of filters, leaving out the empty ones. */
export function searchParamsFrom(f: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  if (f.category) params.set('category', String(f.category));
  setNarrowing(params, f);
  if (f.sort) params.set('sort', f.sort);
  return params;
}

/** Writes price, stock and rating into an address, leaving out the empty ones. */
export function setNarrowing(params: URLSearchParams, f: Pick<SearchFilters, 'min' | 'max' | 'inStock' | 'rating'>): void {
  if (f.min !== undefined) params.set(P.min, String(f.min));
  if (f.max !== undefined) params.set(P.max, String(f.max));
  if (f.inStock) params.set(P.inStock, '1');
  if (f.rating) params.set(P.rating, String(f.rating));
}

/** The API's query for the filters (GET /product). */
export function apiQueryFrom(f: SearchFilters): Record<string, string | number | undefined> {
  const query: Partial<Record<keyof ProductListQuery, string | number>> = {
    q: f.q,
    category: f.category,
    min_price: f.min,
    max_price: f.max,
    in_stock: f.inStock ? '1' : undefined,
    min_rating: f.rating,
    // Without words there is nothing to match: "Best match" lists by name.
    sort: f.sort ?? (f.q ? 'relevance' : undefined),
  };
  return query;
}
