import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/button';
import { CartIcon } from '../../../components/icons';
import { QuantityInput } from '../../../components/quantity-input';
import { addToCart, useInCart } from '../../../stores/cart-store';
import { buyNowPath } from '../../../lib/buy-now';
import { maxQuantity, type CartProduct } from '../../../stores/cart-lines';
import { announceAdd } from '../announce-add';
import { useFocusAfterAdd } from '../use-focus-after-add';
import './buy-box.css';

/**
 * Quantity, Add to cart (then Go to cart) and Buy Now, for the product in the size chosen (`product` is
 * that size, productOfSize). The quantity is used by both (the spec's input was not wired); it never
 * passes the size's stock. Buy Now opens checkout with this size alone at this quantity, leaving the
 * saved cart as it was. On autoship (`autoshipWeeks`) the line goes to the cart with its schedule, and Buy
 * Now, a one-time purchase, is not offered.
 */
export function BuyBox({ product, autoshipWeeks }: { product: CartProduct; autoshipWeeks?: number }) {
  const [quantity, setQuantity] = useState(1);
  const inCart = useInCart(product);
  const [goToCartRef, adding] = useFocusAfterAdd(inCart);
  const navigate = useNavigate();
  const max = maxQuantity(product.stock);

  if (max === 0) {
    return (
      <div className="buy-box">
        <p className="buy-box__sold-out" role="status">
          {product.variant_label ? `Sold out in ${product.variant_label} — choose another size, or come back soon.` : 'Out of stock — this product will be back soon.'}
        </p>
      </div>
    );
  }

  return (
    <div className="buy-box">
      <QuantityInput label="Quantity" showLabel value={quantity} max={max} onChange={setQuantity} />
      <div className="buy-box__buttons">
        {inCart ? (
          <ButtonLink ref={goToCartRef} to="/cart" variant="secondary" size="lg">
            Go to cart
          </ButtonLink>
        ) : (
          <Button
            variant="secondary"
            size="lg"
            icon={<CartIcon />}
            onClick={() => {
              adding();
              announceAdd(product, addToCart(product, quantity, autoshipWeeks), quantity);
            }}
          >
            Add to cart
          </Button>
        )}
        {autoshipWeeks === undefined && (
          <Button variant="accent" size="lg" onClick={() => navigate(buyNowPath(product.product_id, quantity, product.variant_sku))}>
            Buy Now
          </Button>
        )}
      </div>
    </div>
  );
}
