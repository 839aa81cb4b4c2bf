import type { Product } from '@canino/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/button';
import { CartIcon } from '../../../components/icons';
import { QuantityInput } from '../../../components/quantity-input';
import { addToCart, useInCart } from '../../../stores/cart-store';
import { buyNowPath } from '../../checkout/use-buy-now';
import { maxQuantity } from '../../../stores/cart-lines';
import { announceAdd } from '../announce-add';
import './buy-box.css';

/**
 * Quantity, Add to cart (then Go to cart) and Buy Now. The quantity is used by both (the spec's input was
 * not wired); it never passes the stock. Buy Now opens checkout with this product alone at this
 * quantity, leaving the saved cart as it was.
 */
export function BuyBox({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const inCart = useInCart(product.product_id);
  const navigate = useNavigate();
  const max = maxQuantity(product.stock);

  if (max === 0) {
    return (
      <div className="buy-box">
        <p className="buy-box__sold-out" role="status">
          Out of stock — this product will be back soon.
        </p>
      </div>
    );
  }

  return (
    <div className="buy-box">
      <QuantityInput label="Quantity" showLabel value={quantity} max={max} onChange={setQuantity} />
      <div className="buy-box__buttons">
        {inCart ? (
          <ButtonLink to="/cart" variant="secondary" size="lg">
            Go to cart
          </ButtonLink>
        ) : (
          <Button variant="secondary" size="lg" icon={<CartIcon />} onClick={() => announceAdd(product, addToCart(product, quantity), quantity)}>
            Add to cart
          </Button>
        )}
        <Button variant="accent" size="lg" onClick={() => navigate(buyNowPath(product.product_id, quantity))}>
          Buy Now
        </Button>
      </div>
    </div>
  );
}
