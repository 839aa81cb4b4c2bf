import type { AppContext } from '../../context';
import { forgetCheckoutSettings } from '../delivery/checkout-settings';
import { forgetShopProfile } from '../orders/shop-profile';

/**
 * Drops this process's copies of the settings that reads cache (the shop's profile, checkout settings):
 * once the owner's save has committed (a `settings` change, db/after-commit-changes.ts), and with Redis when
 * another process says it saved (share-settings-changes.ts). The next read is the database's.
 */
export function forgetSavedSettings(ctx: Pick<AppContext, 'db'>): void {
  forgetShopProfile(ctx);
  forgetCheckoutSettings(ctx);
}
