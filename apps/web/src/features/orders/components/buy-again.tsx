import { buyAgainNoteText, type BuyAgainNote, type PastLine } from '@canino/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Link } from '../../../components/link';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { buyAgain } from '../api/buy-again';

/**
 * "Buy again" for a whole order or one line: the items go back in the cart at today's prices, and what
 * changed since (price, a size no longer sold, out of stock, already in the cart) is listed under the button.
 */
export function BuyAgain({
  lines,
  name,
  size = 'md',
}: {
  lines: readonly PastLine[];
  /** The line's product, for its button's accessible name. */ name?: string;
  size?: 'sm' | 'md';
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ added: number; notes: BuyAgainNote[] } | undefined>();

  const onClick = async () => {
    setBusy(true);
    try {
      const r = await buyAgain(lines);
      setResult(r);
      if (r.added > 0) notify.success(`Added ${r.added} ${r.added === 1 ? 'item' : 'items'} to your cart`);
      else notify.info('Nothing was added to your cart');
    } catch (err) {
      notify.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="buy-again">
      <Button variant="secondary" size={size} loading={busy} onClick={() => void onClick()} aria-label={name ? `Buy again: ${name}` : undefined}>
        Buy again
      </Button>
      <div role="status" className="buy-again__result">
        {result && (
          <>
            {result.notes.length > 0 && (
              <ul className="buy-again__notes">
                {result.notes.map((n, i) => (
                  <li key={i}>{buyAgainNoteText(n)}</li>
                ))}
              </ul>
            )}
            {result.added > 0 && <Link to="/cart">Go to cart</Link>}
          </>
        )}
      </div>
    </div>
  );
}
