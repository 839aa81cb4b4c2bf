import { autoshipSettings, failure, ok } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { readAutoshipSettings, updateAutoshipSettings } from '../../services/autoship/autoship-settings';
import { adminIdOf } from './guard';

const failures = { 400: failure, 401: failure, 403: failure };
const tags = ['admin: settings'];

/** The owner's autoship terms: the standing and first-order discounts, and how a declined charge is retried. */
export function adminAutoshipSettingsRoutes(app: Api, ctx: AppContext): void {
  app.get('/autoship-settings', { schema: { tags, response: { 200: ok(autoshipSettings), ...failures } } }, async () => ({
    status: 1 as const,
    data: await readAutoshipSettings(ctx),
  }));

  app.put('/autoship-settings', { schema: { tags, body: autoshipSettings, response: { 200: ok(autoshipSettings), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Autoship settings saved',
    data: await updateAutoshipSettings(ctx, adminIdOf(req), req.body),
  }));
}
