import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findActiveProduct } from '../../repositories/catalog';
import * as repo from '../../repositories/wishlist';
import { presentProduct } from '../catalog/present';

/** The spec's single toggle call: adds the product if absent, removes it if present. */
export async function toggleWishlist(ctx: AppContext, customerId: number, productId: number) {
  if (await repo.isWishlisted(ctx.db, customerId, productId)) {
    await repo.removeFromWishlist(ctx.db, customerId, productId);
    return { inWishlist: false, message: 'Removed from your wishlist' };
  }
  if (!(await findActiveProduct(ctx.db, productId))) throw notFound('This product is not available');
  await repo.addToWishlist(ctx.db, customerId, productId);
  return { inWishlist: true, message: 'Added to your wishlist' };
}

export async function listWishlist(ctx: AppContext, customerId: number) {
  return (await repo.listWishlistProducts(ctx.db, customerId)).map(presentProduct);
}
