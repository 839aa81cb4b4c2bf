import { failure, ok, settingsInput, shopSettings } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
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
}
