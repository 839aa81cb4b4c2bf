import { findOneUseCoupon, getSecondEmailCoupon, listOneUseCoupons, lockRecoverySettings, saveSecondEmailCoupon } from '../../repositories/recovery-settings';
import { describeCoupon, normalizeCouponCode, type RecoverySettings, type RecoverySettingsInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { recordAdminChange } from '../audit/audit-log';

const choiceOf = (c: Parameters<typeof describeCoupon>[0] & { code: string }) => ({ code: c.code, offer: describeCoupon(c) });

/** The second email's coupon and the coupons the owner may choose from. */
export async function readRecoverySettings(ctx: Pick<AppContext, 'db'>): Promise<RecoverySettings> {
  const [chosen, choices] = await Promise.all([getSecondEmailCoupon(ctx.db), listOneUseCoupons(ctx.db)]);
  return { secondCoupon: chosen && choiceOf(chosen), choices: choices.map(choiceOf) };
}

/**
 * Chooses the second email's coupon (or none), audited. Only an active coupon limited to one use per
 * customer is taken: an emailed code travels, and one without that limit would be a standing discount for
 * anyone it reaches. The sweep checks again when it sends, since the coupon may run out meanwhile.
 */
export async function updateRecoverySettings(ctx: Pick<AppContext, 'db'>, adminId: number, input: RecoverySettingsInput): Promise<RecoverySettings> {
  const code = input.secondCouponCode ? normalizeCouponCode(input.secondCouponCode) : null;
  await ctx.db.transaction(async (tx) => {
    // Locked (once saved), so two saves at once each log what they replaced.
    await lockRecoverySettings(tx);
    const coupon = code ? await findOneUseCoupon(tx, code) : null;
    if (code && !coupon) {
      const message = `${code} is not an active coupon limited to one use per customer`;
      throw new AppError('UNPROCESSABLE', message, { secondCouponCode: message });
    }
    const before = await getSecondEmailCoupon(tx);
    await saveSecondEmailCoupon(tx, coupon?.id ?? null);
    await recordAdminChange(tx, adminId, {
      entity: 'recovery_settings',
      entityId: null,
      action: 'update',
      label: 'Recovery emails',
      before: { secondCouponCode: before?.code ?? null },
      after: { secondCouponCode: coupon?.code ?? null },
    });
  });
  return readRecoverySettings(ctx);
}
