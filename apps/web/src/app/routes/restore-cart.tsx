import { buyAgainNoteText } from '@canino/shared';
import { notify } from '../../lib/toast';
import { restoreCart } from '../../features/cart/api/restore-cart';
import { buyAgain } from '../../features/orders/api/buy-again';
import { CartFromLink } from '../components/cart-from-link';

/** The lines of a checkout left go back in the cart as "Buy again" puts them (today's prices and stock, never a second line), and what changed is said. */
async function fill(token: string): Promise<void> {
  const { notes } = await buyAgain(await restoreCart(token));
  for (const note of notes) notify.info(buyAgainNoteText(note));
}

/** /cart/restore#token=…: the link in the email about a checkout left. */
export default function RestoreCartPage() {
  return <CartFromLink title="Your cart" fill={fill} />;
}
