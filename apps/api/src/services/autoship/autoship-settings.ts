import { getAutoshipSettings, lockAutoshipSettings, saveAutoshipSettings } from '../../repositories/subscriptions';
import type { AutoshipSettings } from '@canino/shared';
import type { AppContext } from '../../context';
import { settingsSaved } from '../../db/after-commit-changes';
import { recordAdminChange } from '../audit/audit-log';

export const readAutoshipSettings = (ctx: Pick<AppContext, 'db'>) => getAutoshipSettings(ctx.db);

/** The owner's autoship terms, saved and audited; a new discount counts from each subscription's next order and shows on the product page at once. */
export async function updateAutoshipSettings(ctx: Pick<AppContext, 'db'>, adminId: number, values: AutoshipSettings): Promise<AutoshipSettings> {
  await ctx.db.transaction(async (tx) => {
    // Locked (once saved), so two saves at once each log what they replaced.
    await lockAutoshipSettings(tx);
    const before = await getAutoshipSettings(tx);
    await saveAutoshipSettings(tx, values);
    await recordAdminChange(tx, adminId, { entity: 'autoship_settings', entityId: null, action: 'update', label: 'Autoship settings', before, after: values });
    // The storefront's settings answer carries the discount (the product page's offer): its cached copies are dropped once committed.
    await settingsSaved(tx);
  });
  return values;
}
