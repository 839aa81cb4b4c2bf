import { describe, expect, it } from 'vitest';
import { apiQueryFrom, searchFiltersFrom, searchParamsFrom } from './search-filters';

describe('search filters in the address', () => {
  it('reads and writes every filter, so a results page can be shared and reloaded', () => {
    const params = new URLSearchParams('q=omega oil&category=3&min=200&max=900&stock=1&rating=4&sort=price_asc');
    const filters = searchFiltersFrom(params);
    expect(filters).toEqual({ q: 'omega oil', category: 3, min: 200, max: 900, inStock: true, rating: 4, sort: 'price_asc' });
    expect(searchParamsFrom(filters).toString()).toBe('q=omega+oil&category=3&min=200&max=900&stock=1&rating=4&sort=price_asc');
    expect(apiQueryFrom(filters)).toMatchObject({ q: 'omega oil', category: 3, min_price: 200, max_price: 900, in_stock: '1', min_rating: 4, sort: 'price_asc' });
  });

  it('drops what is malformed and swaps a reversed price range', () => {
    expect(searchFiltersFrom(new URLSearchParams('category=x&min=900&max=200&rating=9&sort=random&stock=yes'))).toEqual({
      q: undefined,
      category: undefined,
      min: 200,
      max: 900,
      inStock: undefined,
      rating: undefined,
      sort: undefined,
    });
  });

  it('ranks by best match when there are words, and by name when there are none', () => {
    expect(apiQueryFrom({ q: 'joint' }).sort).toBe('relevance');
    expect(apiQueryFrom({}).sort).toBeUndefined();
  });
});
