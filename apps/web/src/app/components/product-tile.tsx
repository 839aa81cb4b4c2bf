import type { ProductSummary } from '@canino/shared';
import { AddToCartIcon } from '../../features/cart/components/add-to-cart-icon';
import { ProductCard } from '../../features/catalog/components/product-card';
import { HydrateInTurn } from '../../lib/hydration-turns';
import { WishlistToggle } from '../../features/wishlist/components/wishlist-toggle';

/**
 * A product card with the cart and wishlist buttons, as home, listing and product pages show it; on a
 * page the server drew, each card is hydrated in a turn of its own (lib/hydration-turns.tsx).
 */
export function ProductTile({ product, showOffer, priority, sizes }: { product: ProductSummary; showOffer?: boolean; priority?: boolean; sizes?: string }) {
  return (
    <HydrateInTurn>
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
    </HydrateInTurn>
  );
}
