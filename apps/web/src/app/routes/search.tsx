import type { Product } from '@canino/shared';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Select } from '../../components/field';
import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { useDocumentTitle } from '../../components/use-document-title';
import { apiGet } from '../../lib/api-client';
import { useQuery } from '../../lib/query';
import { useCategories } from '../../features/catalog/api/get-categories';
import { CategoryFilter } from '../../features/catalog/components/category-filter';
import { apiQueryFrom, SEARCH_SORTS, searchFiltersFrom, searchParamsFrom, type SearchFilters } from '../../features/catalog/search-filters';
import { FilterPanel, narrowingCount } from '../components/narrowing-filters';
import { NoProducts, ProductGrid } from '../components/product-grid';
import { SearchSuggestions } from '../components/search-suggestions';
import './products.css';

function useResults(filters: SearchFilters) {
  const query = apiQueryFrom(filters);
  return useQuery(`catalog:search:${JSON.stringify(query)}`, () => apiGet<Product[]>('/product', query).then((r) => r.data));
}

/** /search: results for the words typed, narrowed by category, price, stock and rating, sorted as chosen. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = searchFiltersFrom(params);
  const results = useResults(filters);
  const update = (patch: Partial<SearchFilters>) => setParams(searchParamsFrom({ ...filters, ...patch }), { state: { keepScroll: true } });
  const title = filters.q ? `Search: ${filters.q}` : 'Search';
  useDocumentTitle(title);
  const categories = useCategories();
  const active = (filters.category ? 1 : 0) + narrowingCount(filters);
  const narrowed = active > 0;
  const count = results.data?.length;

  return (
    <>
      <PageBanner title={title} trail={[{ to: '/products', label: 'Products' }]} />
      <div className="container products-page search-page">
        <aside className="products-page__side" aria-label="Filters">
          <FilterPanel
            narrowing={filters}
            onNarrow={update}
            onClear={() => setParams(searchParamsFrom({ q: filters.q, sort: filters.sort }))}
            active={active}
            before={categories.data && <CategoryFilter categories={categories.data} value={filters.category} onChange={(category) => update({ category })} />}
          />
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
