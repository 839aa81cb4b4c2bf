import { formatShopDateTime } from '@canino/shared';
import type { AppContext } from '../../context';
import { badInput, conflict, notFound } from '../../errors';
import { findCustomerById, replacePasswordHash } from '../../repositories/customers';
import { closeErasure, findPendingErasure, insertPendingErasure } from '../../repositories/erasure-requests';
import { getShopSettings } from '../../repositories/shop-settings';
import { deleteSessionsOf } from '../../repositories/sessions';
import { enqueueJob } from '../jobs/enqueue';
import { enqueueEmail } from '../mail/enqueue-email';
import { erasureNoticeEmail } from '../mail/templates/erasure-notice';
import { checkPassword } from '../passwords';

const WRONG_PASSWORD = 'The password is incorrect';

const alreadyAsked = (dueAt: Date) => conflict(`You have already asked to delete your account. It will be deleted on ${formatShopDateTime(dueAt)}.`);

/**
 * "Delete my account": with the password confirmed, the erasure is scheduled ERASURE_NOTICE_HOURS on, the
 * customer is emailed a notice, and every session of the account ends (the customer keeps the account by
 * logging in again before then). The request, its job, the email and the logout commit together; a wrong
 * password or a request already pending writes nothing.
 */
export async function requestErasure(ctx: AppContext, customerId: number, password: string): Promise<{ dueAt: Date }> {
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer) throw notFound('Your account was not found');
  const pending = await findPendingErasure(ctx.db, customerId);
  if (pending) throw alreadyAsked(pending.dueAt);
  const valid = await checkPassword(password, customer.passwordHash, (newHash) => replacePasswordHash(ctx.db, customer.id, customer.passwordHash, newHash));
  if (!valid) throw badInput(WRONG_PASSWORD, { password: WRONG_PASSWORD });
  const now = ctx.now();
  const dueAt = new Date(now.getTime() + ctx.config.erasureNoticeMs);
  const shop = await getShopSettings(ctx.db);
  const base = ctx.config.publicUrl;
  await ctx.db.transaction(async (tx) => {
    const request = await insertPendingErasure(tx, { customerId, requestedAt: now, dueAt });
    // Two presses at once: the second finds the first's row and is told so.
    if (!request) throw alreadyAsked(dueAt);
    await enqueueJob(tx, { kind: 'account.erase', payload: { requestId: request.id }, runAt: dueAt, key: `account.erase:${request.id}` });
    await enqueueEmail(tx, base, { to: customer.email, ...erasureNoticeEmail({ shopName: shop.name, ownerName: customer.ownerName, dueAt, loginUrl: `${base}/login` }) });
    await deleteSessionsOf(tx, 'customer', customerId);
  });
  return { dueAt };
}

/** "Keep my account": the pending request is cancelled, if the erasure has not begun. */
export async function cancelErasure(ctx: AppContext, customerId: number): Promise<void> {
  const cancelled = await closeErasure(ctx.db, { customerId }, 'cancelled', ctx.now());
  if (!cancelled) throw notFound('There is no request to delete your account');
}
