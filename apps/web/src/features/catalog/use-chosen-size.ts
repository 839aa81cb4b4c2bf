import type { ProductDetail, ProductVariant } from '@canino/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useResetState } from '../../lib/use-reset-state';

/**
 * The size a product page shows: the one its address names (`?size=<sku>`), else the default one. The
 * address is the state, so a shared link opens that size and the server draws the same first screen
 * as the browser hydrates; an unknown SKU reads as the default size. Choosing a size replaces the
 * address (no new history entry, no scroll), so Back still leaves the product. The choice shows at once:
 * the router applies an address as a transition, and a radio button bound to it alone would spring back
 * to the old size until then.
 */
export function useChosenSize(product: ProductDetail['product']): { chosen: ProductVariant | undefined; choose: (size: ProductVariant) => void } {
  const [params, setParams] = useSearchParams();
  // Follows the address whenever it changes (a link, Back), and the shopper's choice before the address does.
  const [wanted, setWanted] = useResetState(params.get('size'));
  const chosen = product.variants.find((v) => v.sku === wanted) ?? product.variants.find((v) => v.variant_id === product.default_variant_id) ?? product.variants[0];
  const choose = useCallback(
    (size: ProductVariant) => {
      setWanted(size.sku);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('size', size.sku);
          return next;
        },
        { replace: true, preventScrollReset: true, state: { keepScroll: true } },
      );
    },
    [setParams, setWanted],
  );
  return { chosen, choose };
}
