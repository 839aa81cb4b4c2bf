import { checkoutSettings, failure, ok } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { adminIdOf } from './guard';
import { readCheckoutSettings, updateCheckoutSettings } from '../../services/delivery/checkout-settings';

const failures = { 400: failure, 401: failure };
const tags = ['admin: settings'];

/** The owner's shipping fee, delivery schedule and cash-on-delivery rules (admin "Delivery & COD"). */
export function adminCheckoutSettingsRoutes(app: Api, ctx: AppContext): void {
  app.get('/checkout-settings', { schema: { tags, response: { 200: ok(checkoutSettings), ...failures } } }, async () => ({
    status: 1 as const,
    data: await readCheckoutSettings(ctx),
  }));

  app.put('/checkout-settings', { schema: { tags, body: checkoutSettings, response: { 200: ok(checkoutSettings), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Delivery and payment settings saved',
    data: await updateCheckoutSettings(ctx, adminIdOf(req), req.body),
  }));
}
