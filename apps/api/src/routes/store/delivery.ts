import { deliveryTerms, failure, ok, pincodeAnswer, pincodeParams } from '@canino/shared';
import type { AppContext } from '../../context';
import { notModifiedAnswer, sendCached } from '../../http/cached-json';
import type { Api } from '../../http/types';
import { deliveryTermsBody } from '../../services/delivery/delivery-terms';
import { lookupPincode } from '../../services/delivery/pincode-lookup';

const failures = { 400: failure, 404: failure };
const tags = ['delivery'];

/** What the storefront shows before checkout: the place and delivery date for a pincode, the fee and COD terms. */
export function deliveryRoutes(app: Api, ctx: AppContext): void {
  app.get('/pincode/:pin', { schema: { tags, params: pincodeParams, response: { 200: ok(pincodeAnswer), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await lookupPincode(ctx, req.params.pin),
  }));

  app.get('/delivery-terms', { schema: { tags, response: { 200: ok(deliveryTerms), 304: notModifiedAnswer } } }, async (req, reply) =>
    sendCached(req, reply, await deliveryTermsBody(ctx)),
  );
}
