import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { Button, ButtonLink } from '../../../components/button';
import { Price } from '../../../components/price';
import { addToCart, useInCart } from '../../../stores/cart-store';
import { lineName, maxQuantity, type CartProduct } from '../../../stores/cart-lines';
import { announceAdd } from '../announce-add';
import { useFocusAfterAdd } from '../use-focus-after-add';
import './sticky-buy-bar.css';

/**
 * On a phone, once the buy box has scrolled out of view, a bar at the bottom of the screen keeps the
 * size chosen, its price and "Add to cart" (then "Go to cart") in reach. It exists only while the buy box is hidden, so
 * a screen reader never meets two of the same button; wider screens never show it.
 */
export function StickyBuyBar({ product, watch, autoshipWeeks }: { product: CartProduct; watch: RefObject<HTMLElement | null>; autoshipWeeks?: number }) {
  const [hidden, setHidden] = useState(false);
  const inCart = useInCart(product);
  const [goToCartRef, adding] = useFocusAfterAdd(inCart);
  // Room under the footer for the bar, kept while the page is open whether or not the bar shows, so
  // nothing moves when it comes and goes.
  useLayoutEffect(() => {
    document.body.classList.add('has-buy-bar');
    return () => document.body.classList.remove('has-buy-bar');
  }, []);
  useEffect(() => {
    const el = watch.current;
    if (!el) return;
    // A scroll listener rather than an IntersectionObserver: a jump (Back, a link to the reviews) takes the
    // box from below the screen to above it without ever crossing it, which an observer does not report.
    let frame = 0;
    const check = () => {
      frame = 0;
      setHidden(el.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [watch]);

  if (!hidden || maxQuantity(product.stock) === 0) return null;
  return (
    <div className="sticky-buy" role="region" aria-label="Buy this product">
      <div className="sticky-buy__info">
        <span className="sticky-buy__name">{lineName(product)}</span>
        <Price sell={product.product_sprice} list={product.product_dprice} size="sm" />
      </div>
      {inCart ? (
        <ButtonLink ref={goToCartRef} to="/cart" variant="secondary">
          Go to cart
        </ButtonLink>
      ) : (
        <Button
          variant="accent"
          onClick={() => {
            adding();
            announceAdd(product, addToCart(product, 1, autoshipWeeks), 1);
          }}
        >
          Add to cart
        </Button>
      )}
    </div>
  );
}
