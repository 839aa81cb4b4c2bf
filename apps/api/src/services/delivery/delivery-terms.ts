import type { DeliveryTerms } from '@canino/shared';
import type { AppContext } from '../../context';
import type { CachedBody } from '../../ports/catalog-cache';
import { readCheckoutSettings } from './checkout-settings';

/** What the storefront says before checkout: the owner's shipping fee, cash-on-delivery terms and dispatch days. */
async function readDeliveryTerms(ctx: Pick<AppContext, 'db'>): Promise<DeliveryTerms> {
  const { shipping, cod, delivery } = await readCheckoutSettings(ctx);
  const { dispatchWeekdays, cutoff, transitDays } = delivery;
  return { shipping, cod: { enabled: cod.enabled, maxOrderPaise: cod.maxOrderPaise, feePaise: cod.feePaise }, dispatch: { dispatchWeekdays, cutoff, transitDays } };
}

/**
 * The terms as the spec's `{ status: 1, data }` body, kept with the catalog's answers: an owner's save of
 * the settings drops them with the catalog (app.ts), and every page embeds them (page-preloads.ts).
 */
export function deliveryTermsBody(ctx: Pick<AppContext, 'db' | 'catalogCache'>): Promise<CachedBody> {
  return ctx.catalogCache.get('delivery-terms', async () => ({ status: 1, data: await readDeliveryTerms(ctx) }));
}
