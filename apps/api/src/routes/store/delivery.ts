import { deliveryTerms, failure, ok, pincodeAnswer, pincodeParams } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { readCheckoutSettings } from '../../services/delivery/checkout-settings';
import { lookupPincode } from '../../services/delivery/pincode-lookup';

const failures = { 400: failure, 404: failure };
const tags = ['delivery'];

/** What the storefront shows before checkout: the place and delivery date for a pincode, the fee and COD terms. */
export function deliveryRoutes(app: Api, ctx: AppContext): void {
  app.get('/pincode/:pin', { schema: { tags, params: pincodeParams, response: { 200: ok(pincodeAnswer), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await lookupPincode(ctx, req.params.pin),
  }));

  app.get('/delivery-terms', { schema: { tags, response: { 200: ok(deliveryTerms) } } }, async () => {
    const { shipping, cod, delivery } = await readCheckoutSettings(ctx);
    const { dispatchWeekdays, cutoff, transitDays } = delivery;
    return {
      status: 1 as const,
      data: { shipping, cod: { enabled: cod.enabled, maxOrderPaise: cod.maxOrderPaise, feePaise: cod.feePaise }, dispatch: { dispatchWeekdays, cutoff, transitDays } },
    };
  });
}
