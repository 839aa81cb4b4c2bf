import { productSlugPath, stockShown, type ProductSummary } from '@canino/shared';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { buttonClass } from '../../../components/button';
import { Price, percentOff } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { Stars } from '../../../components/stars';
import './product-card.css';

interface ProductCardProps {
  product: ProductSummary;
  /** Add-to-cart and wishlist buttons, composed by the page (features do not import each other). */
  actions?: ReactNode;
  /** The listing shows an Offer badge; carousels do not (spec section 2). */
  showOffer?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first row of a page load their image at once. */
  priority?: boolean;
  /** The image's `sizes`: how wide the card is drawn where it is used. */
  sizes?: string;
}

/**
 * The spec's product card: image, name, prices, View Details, and the actions it is given. A product
 * sold in several sizes shows the cheapest ("from ₹X") and how many sizes, and is sold out only when
 * every size is; each size's stock is told on its page.
 */
export function ProductCard({
  product: p,
  actions,
  showOffer = false,
  headingLevel: Heading = 'h3',
  priority = false,
  sizes = '(min-width: 1280px) 280px, (min-width: 768px) 33vw, 90vw',
}: ProductCardProps) {
  const to = productSlugPath(p.slug);
  const off = percentOff(p.product_sprice, p.product_dprice);
  const stock = stockShown(p.sizes?.stock ?? p.stock);
  const soldOut = stock.kind === 'sold-out';
  return (
    <article className={soldOut ? 'product-card product-card--sold-out' : 'product-card'}>
      {/* The image repeats the name's link; one tab stop per card is enough. */}
      <Link to={to} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <ProductImage src={p.product_img} alt="" width={400} height={400} sizes={sizes} priority={priority} />
        {soldOut ? (
          <span className="product-card__badge product-card__badge--muted">Out of stock</span>
        ) : (
          showOffer && off > 0 && <span className="product-card__badge">Offer · {off}% off</span>
        )}
      </Link>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={to}>{p.product_name}</Link>
        </Heading>
        {p.rating_count > 0 && (
          <p className="product-card__rating">
            <Stars rating={p.rating_avg} label={`Rated ${p.rating_avg} out of 5`} />
            <span aria-hidden="true">({p.rating_count})</span>
            <span className="visually-hidden">
              , {p.rating_count} {p.rating_count === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        )}
        {p.sizes ? (
          <p className="product-card__sizes">
            <Price sell={p.sizes.from_sprice} from />
            <span className="product-card__size-count">{p.sizes.count} sizes</span>
          </p>
        ) : (
          <Price sell={p.product_sprice} list={p.product_dprice} />
        )}
        {!p.sizes && stock.kind === 'few-left' && <p className="product-card__stock">Only {stock.left} left</p>}
        <div className="product-card__actions">
          <Link to={to} className={buttonClass({ variant: 'secondary', size: 'sm' }, 'product-card__details')}>
            View Details<span className="visually-hidden"> of {p.product_name}</span>
          </Link>
          {actions}
        </div>
      </div>
    </article>
  );
}
