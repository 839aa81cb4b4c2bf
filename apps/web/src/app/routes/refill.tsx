import { refillCart } from '../../features/pets/api/refills';
import { setCartQuantity } from '../../stores/cart-store';
import { productOfSize } from '../../stores/cart-lines';
import { CartFromLink } from '../components/cart-from-link';

/** The products of a refill reminder, in the sizes delivered. */
async function fill(token: string): Promise<void> {
  for (const l of await refillCart(token)) setCartQuantity(l.size ? productOfSize(l.product, l.size, l.size_count ?? 2) : l.product, l.quantity);
}

/** /refill#token=… (or ?token=… in links sent before): the reminder email's one-click link. */
export default function RefillPage() {
  return <CartFromLink title="Refill" fill={fill} />;
}
