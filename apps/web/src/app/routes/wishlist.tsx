import { type ProductSummary } from '@canino/shared';
import { useState } from 'react';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { HeartIcon } from '../../components/icons';
import { PageBanner } from '../../components/page-banner';
import { QueryView } from '../../components/query-view';
import { RequireLogin } from '../../components/require-login';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { announceAdd } from '../../features/cart/announce-add';
import { productPath } from '../../features/catalog/product-path';
import { useWishlist } from '../../features/wishlist/api/get-wishlist';
import { toggleWishlist } from '../../features/wishlist/api/toggle-wishlist';
import { WishlistTable } from '../../features/wishlist/components/wishlist-table';
import { addToCart } from '../../stores/cart-store';
import { useUser } from '../../stores/session-store';

function Wishlist() {
  const user = useUser()!;
  const query = useWishlist();
  const [busyId, setBusyId] = useState<number | null>(null);

  const remove = async (product: ProductSummary) => {
    setBusyId(product.product_id);
    try {
      notify.success((await toggleWishlist(user.cusID, product)).message);
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <QueryView query={query} errorTitle="We could not load your wishlist">
      {(products) =>
        products.length === 0 ? (
          <EmptyState icon={<HeartIcon size={28} />} title="No data" action={<ButtonLink to="/products">Browse products</ButtonLink>}>
            <p>Your wishlist is empty. Tap the heart on any product to save it here.</p>
          </EmptyState>
        ) : (
          <WishlistTable products={products} productPath={productPath} busyId={busyId} onRemove={remove} onAddToCart={(p) => announceAdd(p, addToCart(p, 1), 1)} />
        )
      }
    </QueryView>
  );
}

export default function WishlistPage() {
  return (
    <>
      <PageBanner title="Wishlist" />
      <div className="container" style={{ paddingBlock: 'var(--space-6)' }}>
        <RequireLogin reason="Log in to see the products you saved to your wishlist.">
          <Wishlist />
        </RequireLogin>
      </div>
    </>
  );
}
