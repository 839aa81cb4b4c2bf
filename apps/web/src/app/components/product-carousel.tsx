import { PRODUCT_CAROUSEL, type ProductSummary } from '@canino/shared';
import { Carousel } from '../../components/carousel';
import { ProductTile } from './product-tile';

/** Products in the spec's carousel: 1/2/3/4 per view by width, 20 px apart, 3 s autoplay, loop above 4. */
export function ProductCarousel({ label, products }: { label: string; products: readonly ProductSummary[] }) {
  return (
    <Carousel
      label={label}
      items={products}
      getKey={(p) => p.product_id}
      renderItem={(p) => <ProductTile product={p} />}
      breakpoints={PRODUCT_CAROUSEL.breakpoints}
      gap={PRODUCT_CAROUSEL.spaceBetween}
      autoplayMs={PRODUCT_CAROUSEL.autoplayMs}
      loop={products.length > PRODUCT_CAROUSEL.loopAbove}
    />
  );
}
