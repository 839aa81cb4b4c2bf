import type { ProductSummary } from '@canino/shared';
import { OfferBanner } from '../../features/catalog/components/offer-banner';
import { TestimonialCarousel } from '../../features/testimonials/components/testimonial-carousel';
import { ProductCarousel } from './product-carousel';

/** The home page under the fold: Holistic Supplements, the offer banner and the customer reviews. */
export default function HomeBelowFold({ products, count }: { products: readonly ProductSummary[] | undefined; count: number }) {
  // The same catalogue as Trending, started half-way round so the two rows do not look identical.
  const half = Math.floor((products?.length ?? 0) / 2);
  const rotated = products ? [...products.slice(half), ...products.slice(0, half)].slice(0, count) : [];
  return (
    <>
      {rotated.length > 0 && (
        <section className="section" aria-labelledby="home-holistic">
          <div className="container">
            <div className="section__head">
              <div>
                <h2 id="home-holistic">Holistic Supplements</h2>
                <p className="section__lead">Everyday nutrition, joints, skin and calm, made from natural ingredients.</p>
              </div>
            </div>
            <ProductCarousel label="Holistic supplements" products={rotated} />
          </div>
        </section>
      )}

      <div className="container">
        <OfferBanner />
      </div>

      <section className="section" aria-labelledby="home-reviews">
        <div className="container">
          <div className="section__head">
            <div>
              <h2 id="home-reviews">Customers Think About Us</h2>
              <p className="section__lead">Dog parents, breeders and show handlers on what changed for their dogs.</p>
            </div>
          </div>
          <TestimonialCarousel />
        </div>
      </section>
    </>
  );
}
