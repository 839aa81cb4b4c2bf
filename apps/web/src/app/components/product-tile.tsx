import type { ProductSummary } from '@canino/shared';
import { Suspense } from 'react';
import { AddToCartIcon } from '../../features/cart/components/add-to-cart-icon';
import { ProductCard } from '../../features/catalog/components/product-card';
import { WishlistToggle } from '../../features/wishlist/components/wishlist-toggle';

/**
 * A product card with the cart and wishlist buttons, as home, listing and product pages show it; on a
 * page the server drew, each card is a part React hydrates on its own (its <Suspense>, decision 038).
 */
export function ProductTile({ product, showOffer, priority, sizes }: { product: ProductSummary; showOffer?: boolean; priority?: boolean; sizes?: string }) {
  return (
    <Suspense fallback={null}>
      <ProductCard
        product={product}
        showOffer={showOffer}
        priority={priority}
        sizes={sizes}
        actions={
          <>
            <AddToCartIcon product={product} />
            <WishlistToggle product={product} />
          </>
        }
      />
    </Suspense>
  );
}
