import { MSG, paiseToRupees } from '@canino/shared';
import { useEffect, useMemo } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { CartIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { notify } from '../../lib/toast';
import { useProducts } from '../../features/catalog/api/get-products';
import { productPath } from '../../features/catalog/product-path';
import { CartSummary } from '../../features/cart/components/cart-summary';
import { CartTable } from '../../features/cart/components/cart-table';
import { CouponBox } from '../../features/cart/components/coupon-box';
import { useShippingRule } from '../../features/delivery/api/delivery-terms';
import { DeliveryCheck } from '../../features/delivery/components/delivery-check';
import { FreeDeliveryNudge } from '../../features/delivery/components/free-delivery-nudge';
import { useCouponFollowsCart } from '../../features/cart/use-coupon-follows-cart';
import { cartTotals } from '../../stores/cart-totals';
import { removeFromCart, setCoupon, syncCartWithCatalog, updateLineQuantity, useCart, useCoupon } from '../../stores/cart-store';
import './cart.css';

export default function CartPage() {
  const lines = useCart();
  const coupon = useCoupon();
  const { data: products } = useProducts();
  const catalog = useMemo(() => (products ? new Map(products.map((p) => [p.product_id, p])) : undefined), [products]);

  // Saved lines follow the live catalog: current prices and names, quantities within stock.
  useEffect(() => {
    if (products) syncCartWithCatalog(products);
  }, [products]);

  const shippingRule = useShippingRule();
  const totals = cartTotals(lines, coupon?.percent, shippingRule);
  const subtotalRupees = paiseToRupees(totals.subtotalPaise);
  const couponNotice = useCouponFollowsCart(subtotalRupees);
  const blocked = catalog !== undefined && lines.some((l) => (catalog.get(l.product_id)?.stock ?? 0) <= 0);
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
            productPath={productPath}
            onQuantity={(line, quantity, max) => updateLineQuantity(line.product_id, quantity, max)}
            onRemove={(line) => {
              removeFromCart(line.product_id);
              notify.success(MSG.cartItemRemoved);
            }}
          />
        )}

        <div className="cart-page__bottom">
          <div className="cart-page__coupon">
            {lines.length > 0 && (
              <>
                <CouponBox applied={coupon} subtotalRupees={subtotalRupees} onApply={setCoupon} onRemove={() => setCoupon(null)} notice={couponNotice} />
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
