import type { ProductSummary } from '@canino/shared';
import { lazy, Suspense, useState } from 'react';
import { HeartFilledIcon, HeartIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { getUser } from '../../../stores/session-store';
import { useWishlist } from '../api/get-wishlist';
import { toggleWishlist } from '../api/toggle-wishlist';
import './wishlist-toggle.css';

// Only visitors who tap the heart need the dialog; it stays out of the first paint.
const LoginPrompt = lazy(() => import('../../../components/login-prompt'));

/**
 * The heart: adds to or removes from the customer's wishlist (one call), with the server's message in
 * a toast. A visitor is asked to log in first (the spec left this case undefined).
 */
export function WishlistToggle({ product, withText = false }: { product: ProductSummary; withText?: boolean }) {
  const { data: wishlist } = useWishlist();
  const [busy, setBusy] = useState(false);
  const [askLogin, setAskLogin] = useState(false);
  const saved = Boolean(wishlist?.some((p) => p.product_id === product.product_id));

  const onClick = async () => {
    // Read at the tap: a part hydrated by this very tap still renders as the guest the server drew.
    const customer = getUser();
    if (!customer) {
      setAskLogin(true);
      return;
    }
    setBusy(true);
    try {
      const { message } = await toggleWishlist(customer.cusID, product);
      notify.success(message);
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  // The icon button is a toggle with a fixed name and aria-pressed; the text button says its state.
  const label = `Save ${product.product_name} to wishlist`;
  return (
    <>
      <button
        type="button"
        className={['wish-toggle', withText && 'wish-toggle--text', saved && 'wish-toggle--saved'].filter(Boolean).join(' ')}
        aria-pressed={withText ? undefined : saved}
        aria-label={withText ? undefined : label}
        title={withText ? undefined : label}
        disabled={busy}
        onClick={onClick}
      >
        {saved ? <HeartFilledIcon /> : <HeartIcon />}
        {withText && <span>{saved ? 'Remove from wishlist' : 'Add to wishlist'}</span>}
      </button>
      {askLogin && (
        <Suspense fallback={null}>
          <LoginPrompt open onClose={() => setAskLogin(false)} reason="Log in to save products to your wishlist and find them again on any device." />
        </Suspense>
      )}
    </>
  );
}
