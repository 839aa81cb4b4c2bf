import { lazy, useDeferredValue } from 'react';
import { Link } from '../../components/link';
import { QueryView } from '../../components/query-view';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { useProducts } from '../../features/catalog/api/get-products';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { HomeBanner } from '../../features/catalog/components/home-banner';
import { ProductCarousel } from '../components/product-carousel';
import { TrustStrip } from '../components/trust-strip';
import { useUser } from '../../stores/session-store';

// Below the fold: its own chunk, fetched once the first screen has been painted.
const HomeBelowFold = lazy(() => import('../components/home-below-fold'));
// "Picked for Bruno": only for a logged-in customer, its own chunk, after the first paint (never the LCP).
const PickedFor = lazy(() => import('../components/picked-for'));

/**
 * Products per home carousel; 'View All Product' leads to the rest. The whole catalogue twice over
 * (sixty cards) kept a phone's CPU busy for a second after the first paint.
 */
const CAROUSEL_PRODUCTS = 12;

export default function HomePage() {
  const query = useProducts();
  // The cards are built at a deferred priority, in short slices, so the page answers taps in between.
  const products = { ...query, data: useDeferredValue(query.data) };
  const user = useUser();
  return (
    <>
      <h1 className="visually-hidden">Canino — natural supplements and care for dogs</h1>
      <HomeBanner />
      <TrustStrip />

      <section className="section" aria-labelledby="home-categories">
        <div className="container">
          <div className="section__head">
            <h2 id="home-categories">Browse By Categories</h2>
          </div>
          <CategoryGrid />
        </div>
      </section>

      {/* A customer's own dogs come before what everyone buys; below the first screen, so nothing on it moves. */}
      {user && (
        <AfterFirstPaint>
          <PickedFor />
        </AfterFirstPaint>
      )}

      <section className="section section--quiet" aria-labelledby="home-trending">
        <div className="container">
          <div className="section__head">
            <div>
              <h2 id="home-trending">Trending Products</h2>
              <p className="section__lead">What dog parents across India are ordering this week.</p>
            </div>
            <Link to="/products" className="section__more">
              View All Product
            </Link>
          </div>
          <QueryView query={products} errorTitle="We could not load the products">
            {(list) => <ProductCarousel label="Trending products" products={list.slice(0, CAROUSEL_PRODUCTS)} />}
          </QueryView>
        </div>
      </section>

      <AfterFirstPaint>
        <HomeBelowFold products={products.data} count={CAROUSEL_PRODUCTS} />
      </AfterFirstPaint>
    </>
  );
}
