import { describe, expect, it } from 'vitest';
import { listingFromSearch, productFiltersOf, searchFromListing } from './product-filters';

describe('the listing’s address', () => {
  it('keeps price, stock and rating beside sort and pages, under the same names as search', () => {
    const listing = listingFromSearch(new URLSearchParams('sort=price_asc&page=2&min=200&max=900&stock=1&rating=4'));
    expect(listing).toEqual({ category: undefined, q: undefined, sort: 'price_asc', page: 2, min: 200, max: 900, inStock: true, rating: 4 });
    expect(searchFromListing(listing).toString()).toBe('sort=price_asc&min=200&max=900&stock=1&rating=4&page=2');
    // A category page names its category by its path: the API is told its id.
    expect(productFiltersOf(listing, 7)).toEqual({ category: 7, q: undefined, sort: 'price_asc', min_price: 200, max_price: 900, in_stock: '1', min_rating: 4 });
  });

  it('drops what is malformed and swaps a reversed price range', () => {
    const listing = listingFromSearch(new URLSearchParams('min=900&max=abc&stock=yes&rating=0&page=-3'));
    expect(listing).toMatchObject({ min: 900, max: undefined, inStock: undefined, rating: undefined, page: 1 });
    expect(listingFromSearch(new URLSearchParams('min=900&max=200'))).toMatchObject({ min: 200, max: 900 });
    expect(searchFromListing({ page: 1 }).toString()).toBe('');
  });
});
