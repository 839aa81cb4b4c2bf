import { currentConsents, type AccountPrivacy, type ConsentPurpose } from '@canino/shared';
import type { AppContext } from '../../context';
import { consentHistory } from '../../repositories/consents';
import { findPendingErasure } from '../../repositories/erasure-requests';
import { recordConsent } from '../consents/consents';

/** The account page's privacy part: where each optional email stands, and a pending request to delete the account. */
export async function accountPrivacy(ctx: AppContext, customerId: number): Promise<AccountPrivacy> {
  const [history, erasure] = await Promise.all([consentHistory(ctx.db, customerId), findPendingErasure(ctx.db, customerId)]);
  return {
    consents: currentConsents(history).map((c) => ({ purpose: c.purpose, granted: c.granted, changedAt: c.since?.at.toISOString() ?? null, source: c.since?.source ?? null })),
    erasure: erasure ? { requestedAt: erasure.requestedAt.toISOString(), dueAt: erasure.dueAt.toISOString() } : null,
  };
}

/** A box ticked or unticked on the account page. */
export async function chooseOnAccountPage(ctx: AppContext, customerId: number, purpose: ConsentPurpose, granted: boolean): Promise<AccountPrivacy> {
  await recordConsent(ctx.db, ctx.now(), customerId, purpose, granted, 'account');
  return accountPrivacy(ctx, customerId);
}
