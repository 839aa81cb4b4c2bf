import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Select } from '../../components/field';
import { SearchIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { useCategories } from '../../features/catalog/api/get-categories';
import { useProducts, type ProductFilters } from '../../features/catalog/api/get-products';
import { CategoryFilter } from '../../features/catalog/components/category-filter';
import { filtersFromSearch, searchFromFilters, SORT_OPTIONS } from '../../features/catalog/product-filters';
import { ProductTile } from '../components/product-tile';
import './products.css';

/** The listing: category radios, search and sort, all kept in the address so they can be shared and reloaded. */
export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const categories = useCategories();
  const products = useProducts(filters);
  const categoryName = categories.data?.find((c) => c.mcat_id === filters.category)?.mcat_name;

  const update = (patch: Partial<ProductFilters>) => setParams(searchFromFilters({ ...filters, ...patch }), { state: { keepScroll: true } });

  return (
    <>
      <PageBanner title="Products" />
      <div className="container products-page">
        <aside className="products-page__side" aria-label="Filters">
          {categories.data && <CategoryFilter categories={categories.data} value={filters.category} onChange={(category) => update({ category })} />}
        </aside>

        <section className="products-page__main" aria-labelledby="products-heading">
          <div className="products-toolbar">
            <div>
              <h2 id="products-heading" className="products-toolbar__title">
                {categoryName ?? 'All products'}
              </h2>
              <p className="products-toolbar__count" aria-live="polite">
                {products.data ? `${products.data.length} ${products.data.length === 1 ? 'product' : 'products'}` : 'Loading products…'}
                {filters.q && (
                  <>
                    {' '}for “{filters.q}”{' '}
                    <button type="button" className="products-toolbar__clear" onClick={() => update({ q: undefined })}>
                      Clear search
                    </button>
                  </>
                )}
              </p>
            </div>
            <Select
              label="Sort by"
              className="products-toolbar__sort"
              options={SORT_OPTIONS}
              value={filters.sort ?? ''}
              onChange={(e) => update({ sort: (e.target.value || undefined) as ProductFilters['sort'] })}
            />
          </div>

          <QueryView query={products} errorTitle="We could not load the products">
            {(list) =>
              list.length === 0 ? (
                <EmptyState
                  icon={<SearchIcon size={28} />}
                  title="No products found"
                  action={
                    <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
                      Show all products
                    </Button>
                  }
                >
                  <p>{filters.q ? `Nothing matches “${filters.q}”. Try a shorter word, or browse all products.` : 'There is nothing in this category right now.'}</p>
                </EmptyState>
              ) : (
                <ul className="product-grid">
                  {list.map((p, i) => (
                    <li key={p.product_id}>
                      <ProductTile product={p} showOffer priority={i < 3} />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryView>
        </section>
      </div>
    </>
  );
}
