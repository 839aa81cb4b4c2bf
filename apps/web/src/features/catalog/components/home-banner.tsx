import { BANNER_FULL_WIDTH, FIRST_IMAGE_SIZES } from '@canino/shared';
import { Link } from '../../../components/link';
import { ButtonLink } from '../../../components/button';
import { ProductImage } from '../../../components/product-image';
import { useBanners } from '../api/get-banners';
import './home-banner.css';

/**
 * The home page's full-width banner: the first banner record, linking to the products. While it loads,
 * a box of the same shape holds its place; if banners fail, a plain welcome takes its place.
 */
export function HomeBanner() {
  const { data, error } = useBanners();
  const banner = data?.[0];
  if (banner) {
    return (
      <Link to="/products" className="home-banner">
        <ProductImage
          src={banner.banner_img}
          alt={`${banner.banner_title} — shop now`}
          width={1600}
          height={600}
          fullWidth={BANNER_FULL_WIDTH}
          sizes={FIRST_IMAGE_SIZES.homeBanner}
          priority
        />
      </Link>
    );
  }
  if (error || data) {
    return (
      <div className="home-banner home-banner--text">
        <p className="home-banner__title">Natural care for happy, healthy dogs</p>
        <ButtonLink to="/products" size="lg">
          Shop now
        </ButtonLink>
      </div>
    );
  }
  return <div className="home-banner home-banner--loading" aria-hidden="true" />;
}
