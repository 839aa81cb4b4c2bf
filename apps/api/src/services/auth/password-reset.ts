import { PASSWORD_RESET_TTL_MS, type ResetPasswordInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findCustomerByEmail, updateCustomer } from '../../repositories/customers';
import { consumeResetToken, insertResetToken, retireResetTokensOf } from '../../repositories/password-reset-tokens';
import { deleteSessionsOf } from '../../repositories/sessions';
import { getShopSettings } from '../../repositories/shop-settings';
import { resetPasswordEmail } from '../mail/templates/reset-password';
import { hashPassword } from '../passwords';
import { hashToken, newToken } from '../tokens';

/**
 * Emails a single-use link that expires in an hour. The answer is the same whether or not the address
 * has an account, so the form cannot be used to find out who shops here.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const customer = await findCustomerByEmail(ctx.db, email);
  if (!customer) {
    ctx.log.info('password reset asked for an unknown email');
    return;
  }
  const now = ctx.now();
  const { token, hash } = newToken();
  await ctx.db.transaction(async (tx) => {
    await retireResetTokensOf(tx, customer.id, now);
    await insertResetToken(tx, { tokenHash: hash, customerId: customer.id, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) });
  });
  const shop = await getShopSettings(ctx.db);
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: customer.email, ...resetPasswordEmail({ shopName: shop.name, ownerName: customer.ownerName, link }) });
}

/** Sets the new password and ends every session of the customer: whoever had the old one is logged out. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const customerId = await consumeResetToken(tx, hashToken(input.token), ctx.now());
    if (!customerId) {
      throw new AppError('BAD_INPUT', 'This reset link is invalid or has expired. Please ask for a new one.');
    }
    await updateCustomer(tx, customerId, { passwordHash });
    await deleteSessionsOf(tx, 'customer', customerId);
  });
}
