import type { ProductSummary, WishlistToggleData } from '@canino/shared';
import { apiPost } from '../../../lib/api-client';
import { setQueryData } from '../../../lib/query';
import { wishlistKey } from './get-wishlist';

/**
 * One call adds or removes (POST /wishlist_update, JSON {cusID, pID}). The cached wishlist follows the
 * server's answer, so every heart and the header count agree without refetching.
 */
export async function toggleWishlist(cusID: number, product: ProductSummary): Promise<{ message: string; inWishlist: boolean }> {
  const { message, data } = await apiPost<WishlistToggleData>('/wishlist_update', { cusID, pID: product.product_id }, { asCustomer: true });
  setQueryData<ProductSummary[]>(wishlistKey(cusID), (old = []) => {
    const without = old.filter((p) => p.product_id !== product.product_id);
    return data.in_wishlist ? [...without, product] : without;
  });
  return { message, inWishlist: data.in_wishlist };
}
