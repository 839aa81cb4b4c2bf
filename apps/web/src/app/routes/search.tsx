import type { Product } from '@canino/shared';
import { useState, type FormEvent } from 'react';
import { useResetState } from '../../lib/use-reset-state';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Select, TextInput } from '../../components/field';
import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { Stars } from '../../components/stars';
import { useDocumentTitle } from '../../components/use-document-title';
import { useMediaQuery } from '../../components/use-media';
import { apiGet } from '../../lib/api-client';
import { useQuery } from '../../lib/query';
import { useCategories } from '../../features/catalog/api/get-categories';
import { CategoryFilter } from '../../features/catalog/components/category-filter';
import { apiQueryFrom, RATING_CHOICES, SEARCH_SORTS, searchFiltersFrom, searchParamsFrom, type SearchFilters } from '../../features/catalog/search-filters';
import { NoProducts, ProductGrid } from '../components/product-grid';
import { SearchSuggestions } from '../components/search-suggestions';
import './products.css';
import './search.css';

function useResults(filters: SearchFilters) {
  const query = apiQueryFrom(filters);
  return useQuery(`catalog:search:${JSON.stringify(query)}`, () => apiGet<Product[]>('/product', query).then((r) => r.data));
}

/** Lowest and highest price, applied together so the list does not jump at every keystroke. */
function PriceRange({ min, max, onApply }: { min?: number; max?: number; onApply: (min?: number, max?: number) => void }) {
  // A new range from the address (Back, a link) replaces what was typed, both ends together.
  const [from, setFrom] = useResetState(min?.toString() ?? '', `${min}-${max}`);
  const [to, setTo] = useResetState(max?.toString() ?? '', `${min}-${max}`);
  const read = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Math.max(0, Number(v)));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onApply(read(from), read(to));
  };
  return (
    <form className="search-filter" onSubmit={apply} aria-labelledby="price-filter">
      <h3 id="price-filter" className="search-filter__title">
        Price (₹)
      </h3>
      <div className="search-filter__range">
        <TextInput label="From" inputMode="numeric" value={from} onChange={(e) => setFrom(e.target.value)} placeholder="0" />
        <TextInput label="To" inputMode="numeric" value={to} onChange={(e) => setTo(e.target.value)} placeholder="Any" />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        Apply price
      </Button>
    </form>
  );
}

function Filters({ filters, update }: { filters: SearchFilters; update: (patch: Partial<SearchFilters>) => void }) {
  const categories = useCategories();
  return (
    <>
      {categories.data && <CategoryFilter categories={categories.data} value={filters.category} onChange={(category) => update({ category })} />}
      <PriceRange min={filters.min} max={filters.max} onApply={(min, max) => update({ min, max })} />
      <fieldset className="search-filter">
        <legend className="search-filter__title">Availability</legend>
        <label className="search-filter__option">
          <input type="checkbox" checked={!!filters.inStock} onChange={(e) => update({ inStock: e.target.checked || undefined })} />
          In stock only
        </label>
      </fieldset>
      <fieldset className="search-filter">
        <legend className="search-filter__title">Customer rating</legend>
        {[undefined, ...RATING_CHOICES].map((r) => (
          <label key={r ?? 'any'} className="search-filter__option">
            <input type="radio" name="rating" checked={filters.rating === r} onChange={() => update({ rating: r })} />
            {r ? (
              <>
                <Stars rating={r} label={`${r} stars`} /> <span>&amp; up</span>
              </>
            ) : (
              'Any rating'
            )}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/** /search: results for the words typed, narrowed by category, price, stock and rating, sorted as chosen. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = searchFiltersFrom(params);
  const results = useResults(filters);
  const update = (patch: Partial<SearchFilters>) => setParams(searchParamsFrom({ ...filters, ...patch }), { state: { keepScroll: true } });
  const title = filters.q ? `Search: ${filters.q}` : 'Search';
  useDocumentTitle(title);
  const narrowed = filters.category || filters.min !== undefined || filters.max !== undefined || filters.inStock || filters.rating;
  const count = results.data?.length;
  // Beside the results on a wide screen; folded above them on a phone until asked for.
  const wide = useMediaQuery('(min-width: 1024px)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = [filters.category, filters.min ?? filters.max, filters.inStock, filters.rating].filter((v) => v !== undefined).length;

  return (
    <>
      <PageBanner title={title} trail={[{ to: '/products', label: 'Products' }]} />
      <div className="container products-page search-page">
        <aside className="products-page__side" aria-label="Filters">
          <details className="search-page__filters" open={wide || filtersOpen} onToggle={(e) => wide || setFiltersOpen(e.currentTarget.open)}>
            <summary className="search-page__filters-toggle">Filters{active > 0 && ` (${active})`}</summary>
            <div className="search-page__filters-body">
              <Filters filters={filters} update={update} />
              {narrowed && (
                <Button variant="ghost" size="sm" onClick={() => setParams(searchParamsFrom({ q: filters.q, sort: filters.sort }))}>
                  Clear filters
                </Button>
              )}
            </div>
          </details>
        </aside>

        <section className="products-page__main" aria-labelledby="results-heading">
          <div className="products-toolbar">
            <div>
              <h2 id="results-heading" className="products-toolbar__title">
                {filters.q ? <>Results for “{filters.q}”</> : 'All products'}
              </h2>
              <p className="products-toolbar__count" aria-live="polite">
                {count === undefined ? 'Searching…' : `${count} ${count === 1 ? 'product' : 'products'}`}
              </p>
            </div>
            <Select
              label="Sort by"
              className="products-toolbar__sort"
              options={SEARCH_SORTS.filter((s) => filters.q || s.value !== 'relevance')}
              value={filters.sort ?? (filters.q ? 'relevance' : '')}
              placeholder={filters.q ? undefined : 'Name'}
              onChange={(e) => update({ sort: (e.target.value || undefined) as SearchFilters['sort'] })}
            />
          </div>

          <QueryView query={results} errorTitle="We could not search the products">
            {(list) =>
              list.length === 0 ? (
                <>
                  <NoProducts
                    action={
                      narrowed ? (
                        <Button variant="secondary" onClick={() => setParams(searchParamsFrom({ q: filters.q }))}>
                          Clear filters
                        </Button>
                      ) : undefined
                    }
                  >
                    <p>
                      {filters.q ? `Nothing matches “${filters.q}”${narrowed ? ' with these filters' : ''}. Try other words or fewer filters.` : 'Nothing matches these filters.'}
                    </p>
                  </NoProducts>
                  <SearchSuggestions />
                </>
              ) : (
                <ProductGrid products={list} />
              )
            }
          </QueryView>
        </section>
      </div>
    </>
  );
}
