import { failure, ok, recoverySettings, recoverySettingsInput } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { readRecoverySettings, updateRecoverySettings } from '../../services/recovery/recovery-settings';
import { adminIdOf } from './guard';

const failures = { 400: failure, 401: failure, 403: failure };
const tags = ['admin: settings'];

/** The coupon a left checkout's second email offers (decision 060): the owner's choice, as their other terms are. */
export function adminRecoverySettingsRoutes(app: Api, ctx: AppContext): void {
  app.get('/recovery-settings', { schema: { tags, response: { 200: ok(recoverySettings), ...failures } } }, async () => ({
    status: 1 as const,
    data: await readRecoverySettings(ctx),
  }));

  app.put('/recovery-settings', { schema: { tags, body: recoverySettingsInput, response: { 200: ok(recoverySettings), ...failures, 422: failure } } }, async (req) => ({
    status: 1 as const,
    message: 'Recovery settings saved',
    data: await updateRecoverySettings(ctx, adminIdOf(req), req.body),
  }));
}
