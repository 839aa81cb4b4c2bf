import { failure, ok, refundLimit, settingsInput, shopSettings } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { readRefundLimit, updateRefundLimit } from '../../services/refunds/refund-limit';
import { readShopDetails, updateShopSettings } from '../../services/shop/shop-settings';
import { adminIdOf } from './guard';

const failures = { 400: failure, 401: failure };
const tags = ['admin: settings'];

/** The shop's public details; the storefront reads them live from GET /settings, so a save shows at once. */
export function adminSettingsRoutes(app: Api, ctx: AppContext): void {
  app.get('/settings', { schema: { tags, response: { 200: ok(shopSettings), ...failures } } }, async () => ({
    status: 1 as const,
    data: await readShopDetails(ctx),
  }));

  app.put('/settings', { schema: { tags, body: settingsInput, response: { 200: ok(shopSettings), ...failures } } }, async (req) => {
    await updateShopSettings(ctx, adminIdOf(req), req.body);
    return { status: 1 as const, message: 'Shop settings saved', data: req.body };
  });

  // How much of one order staff with the orders role may refund (decision 040); the owner's alone to set.
  app.get('/settings/refund-limit', { schema: { tags, response: { 200: ok(refundLimit), ...failures } } }, async () => ({
    status: 1 as const,
    data: await readRefundLimit(ctx),
  }));

  app.put('/settings/refund-limit', { schema: { tags, body: refundLimit, response: { 200: ok(refundLimit), ...failures } } }, async (req) => {
    await updateRefundLimit(ctx, adminIdOf(req), req.body);
    return { status: 1 as const, message: 'Refund limit saved', data: req.body };
  });
}
