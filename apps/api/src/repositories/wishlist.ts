import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, wishlistItems } from '../db/schema';
import { listed } from './catalog';
import { sizeSummaryOf } from './product-variants';

export async function isWishlisted(db: Db, customerId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
  return Boolean(row);
}

export async function addToWishlist(db: Db, customerId: number, productId: number): Promise<void> {
  await db.insert(wishlistItems).values({ customerId, productId }).onConflictDoNothing();
}

export async function removeFromWishlist(db: Db, customerId: number, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
}

export async function listWishlistProducts(db: Db, customerId: number) {
  return db
    .select({ product: products, sizes: sizeSummaryOf(products.id) })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.customerId, customerId), eq(products.active, true)))
    .orderBy(desc(wishlistItems.createdAt))
    .then(listed);
}
