import { categorySlugPath, LISTING_PAGE_SIZE, type Category } from '@canino/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Select } from '../../components/field';
import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { useDocumentTitle } from '../../components/use-document-title';
import { useCategories } from '../../features/catalog/api/get-categories';
import { useProducts } from '../../features/catalog/api/get-products';
import { CategoryFilter } from '../../features/catalog/components/category-filter';
import { listingFromSearch, productFiltersOf, searchFromListing, SORT_OPTIONS, type ListingParams } from '../../features/catalog/product-filters';
import { FilterPanel, narrowingCount } from '../components/narrowing-filters';
import { NoProducts, ProductGrid } from '../components/product-grid';
import './products.css';

/**
 * The listing: category radios, search, sort and filters (price, stock, rating), all kept in the address so they can be shared and
 * reloaded. A category has its own address, /categories/{slug}; the spec's ?category={id} still works.
 * Products come 24 at a time with "Load more"; the number of pages shown is in the address too
 * (replaced, not pushed), so Back from a product returns to the same place in the same list.
 */
export default function ProductsPage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listing = listingFromSearch(params);
  const categories = useCategories();
  const category = categories.data?.find((c) => (slug ? c.slug === slug : c.mcat_id === listing.category));
  // Until the categories are here, a /categories/{slug} address cannot name its id yet.
  const waitingForCategory = slug !== undefined && !categories.data;
  const unknownCategory = slug !== undefined && categories.data !== undefined && !category;
  const products = useProducts(productFiltersOf(listing, slug ? category?.mcat_id : listing.category), !waitingForCategory && !unknownCategory);
  const narrowed = narrowingCount(listing);
  useDocumentTitle(category?.mcat_name ?? 'All products');

  const go = (next: { category?: Category; listing: Partial<ListingParams> }, opts: { replace?: boolean } = {}) => {
    const search = searchFromListing({ ...next.listing, category: undefined }).toString();
    const path = next.category ? categorySlugPath(next.category.slug) : '/products';
    void navigate(`${path}${search ? `?${search}` : ''}`, { replace: opts.replace, state: { keepScroll: true } });
  };
  // A new category, search, sort or filter starts again at the first page.
  const update = (patch: Partial<ListingParams>, nextCategory = category) => go({ category: nextCategory, listing: { ...listing, ...patch, page: 1 } });
  const clearFilters = () => update({ min: undefined, max: undefined, inStock: undefined, rating: undefined });

  const shown = listing.page * LISTING_PAGE_SIZE;
  const firstNew = useRef<HTMLLIElement>(null);
  const focusNew = useRef(false);
  useEffect(() => {
    // After "Load more", keyboard and screen-reader users continue at the first new product.
    if (focusNew.current) firstNew.current?.querySelector<HTMLAnchorElement>('.product-card__name a')?.focus();
    focusNew.current = false;
  }, [listing.page]);

  const title = unknownCategory ? 'Category not found' : (category?.mcat_name ?? 'All products');

  return (
    <>
      <PageBanner title={category?.mcat_name ?? 'Products'} trail={category ? [{ to: '/products', label: 'Products' }] : []} />
      <div className="container products-page">
        <aside className="products-page__side" aria-label="Filters">
          {categories.data && (
            <CategoryFilter
              categories={categories.data}
              value={category?.mcat_id}
              onChange={(id) =>
                update(
                  {},
                  categories.data?.find((c) => c.mcat_id === id),
                )
              }
            />
          )}
          <FilterPanel narrowing={listing} onNarrow={update} onClear={clearFilters} active={narrowed} />
        </aside>

        <section className="products-page__main" aria-labelledby="products-heading">
          <div className="products-toolbar">
            <div>
              <h2 id="products-heading" className="products-toolbar__title">
                {title}
              </h2>
              <p className="products-toolbar__count" aria-live="polite">
                {products.data ? `${products.data.length} ${products.data.length === 1 ? 'product' : 'products'}` : unknownCategory ? '' : 'Loading products…'}
                {listing.q && (
                  <>
                    {' '}
                    for “{listing.q}”{' '}
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
              value={listing.sort ?? ''}
              onChange={(e) => update({ sort: (e.target.value || undefined) as ListingParams['sort'] })}
            />
          </div>

          {unknownCategory ? (
            <NoProducts
              title="This category is not available"
              action={
                <Button variant="secondary" onClick={() => navigate('/products')}>
                  Show all products
                </Button>
              }
            >
              <p>It may have been renamed or removed. All our products are one click away.</p>
            </NoProducts>
          ) : (
            <QueryView query={products} errorTitle="We could not load the products">
              {(list) =>
                list.length === 0 ? (
                  <NoProducts
                    action={
                      narrowed ? (
                        <Button variant="secondary" onClick={clearFilters}>
                          Clear filters
                        </Button>
                      ) : (
                        <Button variant="secondary" onClick={() => navigate('/products')}>
                          Show all products
                        </Button>
                      )
                    }
                  >
                    <p>
                      {narrowed
                        ? 'Nothing here matches these filters. Try a wider price range or fewer filters.'
                        : listing.q
                          ? `Nothing matches “${listing.q}”. Try a shorter word, or browse all products.`
                          : 'There is nothing in this category right now.'}
                    </p>
                  </NoProducts>
                ) : (
                  <>
                    <ProductGrid products={list.slice(0, shown)} marked={shown - LISTING_PAGE_SIZE} markRef={firstNew} />
                    {list.length > shown && (
                      <div className="products-more">
                        <p className="products-more__count">
                          Showing {shown} of {list.length}
                        </p>
                        <Button
                          variant="secondary"
                          size="lg"
                          onClick={() => {
                            focusNew.current = true;
                            go({ category, listing: { ...listing, page: listing.page + 1 } }, { replace: true });
                          }}
                        >
                          Load more
                        </Button>
                      </div>
                    )}
                  </>
                )
              }
            </QueryView>
          )}
        </section>
      </div>
    </>
  );
}
