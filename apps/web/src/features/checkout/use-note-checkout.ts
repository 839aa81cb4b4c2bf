import { checkoutStartedInput } from '@canino/shared';
import { useEffect } from 'react';
import type { CartLine } from '../../stores/cart-lines';
import { noteCheckout } from './api/note-checkout';

/** A guest's typing settles before the email is taken as given. */
const TYPING_PAUSE_MS = 800;

/**
 * Tells the shop the checkout was reached with a contact: at once for a logged-in customer (`guestEmail`
 * null), and for a guest once a valid email has been typed; again when the cart or the email changes.
 */
export function useNoteCheckout(lines: readonly CartLine[], guestEmail: string | null): void {
  const cart = lines.map((l) => ({ productId: l.product_id, ...(l.variant_id === undefined ? {} : { variantId: l.variant_id }), quantity: l.quantity }));
  const key = JSON.stringify(cart);
  useEffect(() => {
    // The lines are read back from their key, so the effect runs when the cart's content changes, not its identity.
    const lines: unknown = JSON.parse(key);
    const parsed = checkoutStartedInput.safeParse(guestEmail === null ? { lines } : { email: guestEmail, lines });
    if (!parsed.success || (guestEmail !== null && !parsed.data.email)) return;
    const timer = setTimeout(() => noteCheckout(parsed.data), guestEmail === null ? 0 : TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key, guestEmail]);
}
