import { categorySlugPath } from '@canino/shared';
import { Link } from '../../components/link';
import { useCategories } from '../../features/catalog/api/get-categories';
import { useProducts } from '../../features/catalog/api/get-products';
import { ProductCarousel } from './product-carousel';
import './search-suggestions.css';

/** Products the empty results suggest: as many as home's Trending shows. */
const POPULAR = 8;

/**
 * Where a search that found nothing leads: the categories to browse, and the products most bought
 * (the listing's default order, as home's Trending), so the shopper is never left at a dead end.
 */
export function SearchSuggestions() {
  const categories = useCategories();
  const products = useProducts();
  return (
    <div className="search-suggestions">
      {categories.data && categories.data.length > 0 && (
        <nav aria-labelledby="suggested-categories">
          <h3 id="suggested-categories" className="search-suggestions__title">
            Browse by category
          </h3>
          <ul className="search-suggestions__categories">
            {categories.data.map((c) => (
              <li key={c.mcat_id}>
                <Link to={categorySlugPath(c.slug)} className="search-suggestions__category">
                  {c.mcat_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {products.data && products.data.length > 0 && (
        <section aria-labelledby="suggested-products">
          <h3 id="suggested-products" className="search-suggestions__title">
            Popular with dog parents
          </h3>
          <ProductCarousel label="Popular products" products={products.data.slice(0, POPULAR)} />
        </section>
      )}
    </div>
  );
}
