import { PASSWORD_RESET_TTL_MS, type ResetPasswordInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findCustomerByEmail, updateCustomer } from '../../repositories/customers';
import { consumeResetToken, insertResetToken, retireResetTokensOf } from '../../repositories/password-reset-tokens';
import { jobKeyExists } from '../../repositories/jobs';
import { deleteSessionsOf } from '../../repositories/sessions';
import { getShopSettings } from '../../repositories/shop-settings';
import { enqueueJob } from '../jobs/enqueue';
import type { JobInfo, JobPayloads } from '../jobs/job-kinds';
import { enqueueEmail } from '../mail/enqueue-email';
import { resetPasswordEmail } from '../mail/templates/reset-password';
import { hashPassword } from '../passwords';
import { hashToken, newToken } from '../tokens';

/**
 * Answers the reset form. The request only queues a job with the address, the same single insert whether
 * or not the address has an account, so neither the answer nor its timing tells who shops here; the
 * lookup, the link and the email happen in the worker (`sendPasswordResetLink`).
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await enqueueJob(ctx.db, { kind: 'password-reset', payload: { email } });
}

/**
 * The reset job: for a known address, a single-use link that expires in an hour, and its email queued
 * in the same transaction. The email is its own job keyed by this one, so a retry after a crash does
 * not make a second link that would kill the one already on its way.
 */
export async function sendPasswordResetLink(ctx: AppContext, { email }: JobPayloads['password-reset'], job: JobInfo): Promise<void> {
  const customer = await findCustomerByEmail(ctx.db, email);
  if (!customer) {
    ctx.log.info({ jobId: job.id }, 'password reset asked for an unknown email');
    return;
  }
  const shop = await getShopSettings(ctx.db);
  const now = ctx.now();
  const { token, hash } = newToken();
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const key = `password-reset-email:${job.id}`;
  await ctx.db.transaction(async (tx) => {
    if (await jobKeyExists(tx, key)) return;
    await retireResetTokensOf(tx, 'customer', customer.id, now);
    await insertResetToken(tx, 'customer', { tokenHash: hash, subjectId: customer.id, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) });
    await enqueueEmail(tx, ctx.config.publicUrl, { to: customer.email, ...resetPasswordEmail({ shopName: shop.name, ownerName: customer.ownerName, link }) }, key);
  });
}

/** Sets the new password and ends every session of the customer: whoever had the old one is logged out. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const customerId = await consumeResetToken(tx, 'customer', hashToken(input.token), ctx.now());
    if (!customerId) {
      throw new AppError('BAD_INPUT', 'This reset link is invalid or has expired. Please ask for a new one.');
    }
    await updateCustomer(tx, customerId, { passwordHash });
    await deleteSessionsOf(tx, 'customer', customerId);
  });
}
