import { bestOffer, formatINR, MSG, type ShippingRule, type ShopOffer } from '@canino/shared';
import { useEffect, useMemo } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { CartIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { notify } from '../../lib/toast';
import { useProducts } from '../../features/catalog/api/get-products';
import { useProductsById } from '../../features/catalog/api/get-product';
import { productPath } from '../../features/catalog/product-path';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { CartTable } from '../../features/cart/components/cart-table';
import { CouponBox } from '../../features/cart/components/coupon-box';
import { useShippingRule } from '../../features/delivery/api/delivery-terms';
import { DeliveryCheck } from '../../features/delivery/components/delivery-check';
import { FreeDeliveryNudge } from '../../features/delivery/components/free-delivery-nudge';
import { useCouponFollowsCart } from '../../features/cart/use-coupon-follows-cart';
import { useOffers } from '../../features/offers/api/offers';
import { cartTotals, pricedLines } from '../../stores/cart-totals';
import { removeFromCart, setCoupon, syncCartWithCatalog, updateLineQuantity, useCart, useCoupon } from '../../stores/cart-store';
import { lineKey, sizesForCart, type CartLine, type CartProduct } from '../../stores/cart-lines';
import './cart.css';

/**
 * What the cart's lines are now in the catalog: the products (a line naming no size holds the default one,
 * whose figures a product's are) and, for lines of a size, that product's sizes. Undefined until both are known.
 */
function useLiveLines(lines: readonly CartLine[]): CartProduct[] | undefined {
  const { data: products } = useProducts();
  const sized = [...new Set(lines.flatMap((l) => (l.variant_id === undefined ? [] : [l.product_id])))].sort((a, b) => a - b);
  const { data: details } = useProductsById(sized.length ? sized : null);
  return useMemo(() => {
    if (!products || (sized.length && !details)) return undefined;
    return [...products, ...(details ?? []).flatMap((d) => sizesForCart(d.product))];
    // `sized` is derived from the lines; the details' answer changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [products, details]);
}

/** The shown offer that saves most on the cart ("Use SAVE100 to save ₹100.00"), and the next one a little more reaches. */
function offerSuggestion(offers: readonly ShopOffer[] | undefined, lines: readonly CartLine[], shipping: ShippingRule) {
  const { best, next } = bestOffer(offers ?? [], pricedLines(lines), shipping);
  return {
    apply: best && { code: best.offer.code, text: `Use ${best.offer.code} to save ${formatINR(best.savingPaise)}.` },
    reach: next && `Add ${formatINR(next.shortPaise)} more to use ${next.offer.code}: ${next.offer.description}.`,
  };
}

export default function CartPage() {
  const lines = useCart();
  const coupon = useCoupon();
  const live = useLiveLines(lines);
  const catalog = useMemo(() => (live ? new Map(live.map((p) => [lineKey(p), p])) : undefined), [live]);

  // Saved lines follow the live catalog: current prices and names, quantities within stock.
  useEffect(() => {
    if (live) syncCartWithCatalog(live);
  }, [live]);

  const shippingRule = useShippingRule();
  const totals = cartTotals(lines, coupon, shippingRule);
  const couponNotice = useCouponFollowsCart(lines);
  const suggestion = offerSuggestion(useOffers().data, lines, shippingRule);
  const blocked = catalog !== undefined && lines.some((l) => (catalog.get(lineKey(l))?.stock ?? 0) <= 0);
  const canCheckout = lines.length > 0 && !blocked;

  return (
    <>
      <PageBanner title="Cart" />
      <div className="container cart-page">
        {lines.length === 0 ? (
          <EmptyState icon={<CartIcon size={28} />} title="No items added!">
            <p>Your cart is empty. Our natural supplements are a click away.</p>
          </EmptyState>
        ) : (
          <CartTable
            lines={lines}
            catalog={catalog}
            productPath={(line) => productPath(line.product_id, line.variant_sku)}
            onQuantity={(line, quantity, max) => updateLineQuantity(line, quantity, max)}
            onRemove={(line) => {
              removeFromCart(line);
              notify.success(MSG.cartItemRemoved);
            }}
          />
        )}

        <div className="cart-page__bottom">
          <div className="cart-page__coupon">
            {lines.length > 0 && (
              <>
                <CouponBox applied={coupon} lines={lines} onApply={setCoupon} onRemove={() => setCoupon(null)} notice={couponNotice} suggestion={suggestion} />
                <DeliveryCheck />
              </>
            )}
          </div>
          <CartSummary totals={totals} coupon={coupon}>
            <FreeDeliveryNudge totals={totals} rule={shippingRule} />
            <div className="cart-page__actions">
              {canCheckout ? (
                <ButtonLink to="/checkout" size="lg" block>
                  Proceed to Checkout
                </ButtonLink>
              ) : (
                <Button size="lg" block disabled aria-describedby="checkout-why">
                  Proceed to Checkout
                </Button>
              )}
              {!canCheckout && (
                <p id="checkout-why" className="cart-page__why">
                  {lines.length === 0 ? 'Add a product to check out.' : 'Remove the products that are out of stock to check out.'}
                </p>
              )}
              <ButtonLink to="/products" variant="secondary" block>
                Continue to shopping
              </ButtonLink>
            </div>
          </CartSummary>
        </div>
      </div>
    </>
  );
}
