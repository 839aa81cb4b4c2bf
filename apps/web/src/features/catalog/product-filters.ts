import type { ProductFilters } from './api/get-products';
import { searchFiltersFrom, setNarrowing } from './search-filters';

export const SORT_OPTIONS = [
  { value: '', label: 'Featured' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
] as const;

type Sort = NonNullable<ProductFilters['sort']>;
const SORTS = new Set<string>(['price_asc', 'price_desc']);

/** What the listing's address says besides the category: search, sort and how many pages are shown. */
export interface ListingParams {
  /** A category id from the spec's ?category= (the readable /categories/{slug} names it by its path). */
  category?: number;
  q?: string;
  sort?: Sort;
  /** Pages of LISTING_PAGE_SIZE shown, 1 and up; kept in the address so Back returns to the same place. */
  page: number;
  /** Price in rupees, stock and rating, read and written as search's are (?min=&max=&stock=1&rating=). */
  min?: number;
  max?: number;
  inStock?: boolean;
  rating?: number;
}

/** The listing's parameters from the address (?category=&q=&sort=&page=&min=&max=&stock=&rating=); anything malformed is ignored. */
export function listingFromSearch(params: URLSearchParams): ListingParams {
  const { min, max, inStock, rating } = searchFiltersFrom(params);
  const category = Number(params.get('category'));
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    category: Number.isInteger(category) && category > 0 ? category : undefined,
    q: q || undefined,
    sort: SORTS.has(sort) ? (sort as Sort) : undefined,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 1000) : 1,
    min,
    max,
    inStock,
    rating,
  };
}

/** The query string for a listing, leaving out the empty parts and the first page. */
export function searchFromListing(l: Partial<ListingParams>): URLSearchParams {
  const params = new URLSearchParams();
  if (l.category) params.set('category', String(l.category));
  if (l.q) params.set('q', l.q);
  if (l.sort) params.set('sort', l.sort);
  setNarrowing(params, l);
  if (l.page && l.page > 1) params.set('page', String(l.page));
  return params;
}

/** The API's filters for a listing (GET /product): its category, words, sort and narrowing. */
export function productFiltersOf(l: Pick<ListingParams, 'q' | 'sort' | 'min' | 'max' | 'inStock' | 'rating'>, category: number | undefined): ProductFilters {
  return { category, q: l.q, sort: l.sort, min_price: l.min, max_price: l.max, in_stock: l.inStock ? '1' : undefined, min_rating: l.rating };
}
