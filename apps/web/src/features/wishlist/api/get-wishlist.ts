import type { ProductSummary, WishlistData } from '@canino/shared';
import { apiPost, toFormData } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { customerKey, useUser } from '../../../stores/session-store';

/** The logged-in customer's wishlist (POST /wishlist, multipart cusID → data.wishlist). */
export const wishlistKey = (cusID: number) => customerKey(cusID, 'wishlist');

/** Read as summaries: a heart on any card (a summary too) adds its product to this list. */
const getWishlist = (cusID: number): Promise<ProductSummary[]> => apiPost<WishlistData>('/wishlist', toFormData({ cusID }), { asCustomer: true }).then((r) => r.data.wishlist);

/** The current customer's wishlist; nothing (and no call) for a visitor. */
export function useWishlist() {
  const user = useUser();
  return useQuery(user ? wishlistKey(user.cusID) : null, () => getWishlist(user!.cusID));
}
