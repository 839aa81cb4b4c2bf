import { buyAgainNoteText } from '@canino/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { errorMessage } from '../../lib/api-client';
import { useLinkToken } from '../../lib/link-token';
import { notify } from '../../lib/toast';
import { restoreCart } from '../../features/cart/api/restore-cart';
import { buyAgain } from '../../features/orders/api/buy-again';

/**
 * /cart/restore#token=…: the link in the email about a checkout left. Its lines go back in the cart as
 * "Buy again" puts them (today's prices and stock, never a second line), what changed is said, and the
 * cart opens.
 */
export default function RestoreCartPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const token = useLinkToken();
  useEffect(() => {
    let live = true;
    restoreCart(token)
      .then((lines) => buyAgain(lines))
      .then(({ notes }) => {
        if (!live) return;
        for (const note of notes) notify.info(buyAgainNoteText(note));
        void navigate('/cart', { replace: true });
      })
      .catch((err) => live && setError(errorMessage(err)));
    return () => {
      live = false;
    };
  }, [token, navigate]);
  return (
    <>
      <PageBanner title="Your cart" />
      <div className="container">
        {error ? (
          <EmptyState title="We could not fill your cart" tone="error" action={<ButtonLink to="/products">Browse products</ButtonLink>}>
            <p>{error}</p>
          </EmptyState>
        ) : (
          <div className="page-spinner" role="status">
            <span className="visually-hidden">Filling your cart…</span>
          </div>
        )}
      </div>
    </>
  );
}
