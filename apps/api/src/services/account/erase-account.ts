import type { AppContext } from '../../context';
import { findCustomerById } from '../../repositories/customers';
import { eraseCustomerRecords } from '../../repositories/erase-customer';
import { closeErasure, findErasureRequest, listDueErasures, ordersInProgress } from '../../repositories/erasure-requests';
import { deleteMailTo, deleteWhatsAppJobsOf } from '../../repositories/jobs';
import { deleteSessionsOf } from '../../repositories/sessions';
import { listCustomerSubscriptions } from '../../repositories/subscriptions';
import { revokeMandate } from '../autoship/subscriptions';
import { removeUploadedImage } from '../uploads/process-image';

/**
 * Erases the account of a pending request whose notice has run out (decision 049), in one transaction
 * that first marks the request done, so a "Keep my account" racing it either wins or finds it done. An
 * order still on its way holds the erasure back (its delivery needs the address): the hourly sweep comes
 * back to it. Photos leave the image store after the commit, and autoship's payment mandates are ended
 * at the provider (the subscriptions themselves go with the account). True when it erased.
 */
export async function eraseIfDue(ctx: AppContext, requestId: number): Promise<boolean> {
  const request = await findErasureRequest(ctx.db, requestId);
  const now = ctx.now();
  if (!request || request.state !== 'pending' || request.customerId === null || request.dueAt > now) return false;
  const customerId = request.customerId;
  const customer = await findCustomerById(ctx.db, customerId);
  if (!customer || (await ordersInProgress(ctx.db, customerId)).length > 0) return false;
  const mandates = (await listCustomerSubscriptions(ctx.db, customerId)).flatMap((s) => (s.mandateRef && s.status !== 'cancelled' ? [s.mandateRef] : []));
  const photos = await ctx.db.transaction(async (tx) => {
    if (!(await closeErasure(tx, { id: requestId }, 'done', now))) return null;
    await deleteSessionsOf(tx, 'customer', customerId);
    await deleteMailTo(tx, customer.email);
    await deleteWhatsAppJobsOf(tx, customerId);
    return eraseCustomerRecords(tx, customerId, customer.email);
  });
  if (!photos) return false;
  for (const ref of mandates) await revokeMandate(ctx, ref);
  for (const url of new Set(photos)) {
    await removeUploadedImage(ctx.images, url).catch((err: unknown) => ctx.log.warn({ err }, 'could not remove an erased customer’s photo'));
  }
  return true;
}

/** The hourly sweep: every request past its due time, the ones an order held back among them. */
export async function eraseDueAccounts(ctx: AppContext): Promise<number> {
  let erased = 0;
  for (const r of await listDueErasures(ctx.db, ctx.now())) if (await eraseIfDue(ctx, r.id)) erased++;
  return erased;
}
