import { checkoutStartedInput, failure, linkToken, ok, okMessage, recoveryCart } from '@canino/shared';
import type { AppContext } from '../../context';
import { optionalCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import { recordCheckoutStarted } from '../../services/recovery/record-checkout';
import { recoveryCartByToken } from '../../services/recovery/recovery-links';

const failures = { 400: failure, 404: failure, 429: failure };
const tags = ['checkout recovery'];

/** A checkout reached with a contact, and the recovery email's link back to the cart (decision 060). */
export function checkoutRecoveryRoutes(app: Api, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.config.checkoutRateLimitMax, timeWindow: '1 minute' } };

  app.post('/checkout/started', { config: limited, schema: { tags, body: checkoutStartedInput, response: { 200: okMessage, ...failures } } }, async (req) => {
    await recordCheckoutStarted(ctx, await optionalCustomer(ctx, req), req.body);
    return { status: 1 as const, message: 'Checkout noted' };
  });

  app.post('/checkout/restore', { config: limited, schema: { tags, body: linkToken, response: { 200: ok(recoveryCart), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await recoveryCartByToken(ctx, req.body.token),
  }));
}
