import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { errorMessage } from '../../lib/api-client';
import { useLinkToken } from '../../lib/link-token';
import { refillCart } from '../../features/pets/api/refills';
import { setCartQuantity } from '../../stores/cart-store';
import { productOfSize } from '../../stores/cart-lines';

/** /refill#token=… (or ?token=… in links sent before): the reminder email's one-click link. Puts the products, in the sizes delivered, in the cart and opens it. */
export default function RefillPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const token = useLinkToken();
  useEffect(() => {
    let live = true;
    refillCart(token)
      .then((lines) => {
        if (!live) return;
        for (const l of lines) setCartQuantity(l.size ? productOfSize(l.product, l.size, l.size_count ?? 2) : l.product, l.quantity);
        void navigate('/cart', { replace: true });
      })
      .catch((err) => live && setError(errorMessage(err)));
    return () => {
      live = false;
    };
  }, [token, navigate]);
  return (
    <>
      <PageBanner title="Refill" />
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
