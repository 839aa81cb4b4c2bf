import { productSlugPath, type ProductSummary } from '@canino/shared';
import { Link } from '../../../components/link';
import { ICON_BUTTON_CLASS, IconButton } from '../../../components/button';
import { CartIcon, CheckIcon } from '../../../components/icons';
import { addToCart, useInCart } from '../../../stores/cart-store';
import { announceAdd } from '../announce-add';
import { useFocusAfterAdd } from '../use-focus-after-add';
import './cart-buttons.css';

/**
 * The card's cart icon: adds one; once the product is in the cart it becomes a link to the cart. A
 * product sold in several sizes is added from its page, where the size is chosen: the icon goes there.
 */
export function AddToCartIcon({ product }: { product: ProductSummary }) {
  const inCart = useInCart(product);
  const [goToCartRef, adding] = useFocusAfterAdd(inCart);
  if (product.sizes) {
    return (
      <Link to={productSlugPath(product.slug)} className={`${ICON_BUTTON_CLASS} cart-icon`} aria-label={`Choose a size of ${product.product_name}`} title="Choose a size">
        <CartIcon />
      </Link>
    );
  }
  if (product.stock <= 0) {
    return (
      <IconButton label={`${product.product_name} is out of stock`} className="cart-icon" disabled>
        <CartIcon />
      </IconButton>
    );
  }
  if (inCart) {
    return (
      <Link
        ref={goToCartRef}
        to="/cart"
        className={`${ICON_BUTTON_CLASS} cart-icon cart-icon--in`}
        aria-label={`${product.product_name} is in your cart. Go to cart`}
        title="Go to cart"
      >
        <CheckIcon />
      </Link>
    );
  }
  return (
    <IconButton
      label={`Add ${product.product_name} to cart`}
      className="cart-icon"
      onClick={() => {
        adding();
        announceAdd(product, addToCart(product, 1), 1);
      }}
    >
      <CartIcon />
    </IconButton>
  );
}
