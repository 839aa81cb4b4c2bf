import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { errorMessage } from '../../lib/api-client';
import { useLinkToken } from '../../lib/link-token';

/**
 * A page an email's one-click link opens (`#token=…`): `fill` puts the link's lines in the cart, then the
 * cart opens; a link that no longer works says so, with a way on to the products. `fill` is a module's
 * function, not one made in a render, or each render would fill the cart again.
 */
export function CartFromLink({ title, fill }: { title: string; fill: (token: string) => Promise<void> }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const token = useLinkToken();
  useEffect(() => {
    let live = true;
    fill(token)
      .then(() => live && void navigate('/cart', { replace: true }))
      .catch((err) => live && setError(errorMessage(err)));
    return () => {
      live = false;
    };
  }, [token, navigate, fill]);
  return (
    <>
      <PageBanner title={title} />
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
