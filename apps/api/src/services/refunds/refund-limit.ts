import { getStaffRefundLimit, lockRefundSettings, saveStaffRefundLimit } from '../../repositories/refund-settings';
import type { RefundLimit } from '@canino/shared';
import type { AppContext } from '../../context';
import { recordAdminChange } from '../audit/audit-log';

export async function readRefundLimit(ctx: AppContext): Promise<RefundLimit> {
  return { staffLimitPaise: await getStaffRefundLimit(ctx.db) };
}

/** The owner sets how much of an order staff may refund; the change is in the audit log. */
export async function updateRefundLimit(ctx: AppContext, adminId: number, input: RefundLimit): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockRefundSettings(tx);
    const before = { staffLimitPaise: await getStaffRefundLimit(tx) };
    await saveStaffRefundLimit(tx, input.staffLimitPaise);
    await recordAdminChange(tx, adminId, { entity: 'refund_settings', entityId: null, action: 'update', label: 'Refund limit', before, after: input });
  });
}
