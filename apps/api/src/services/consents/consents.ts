import { consentGiven, consentPurposeOf, type ConsentPurpose, type ConsentSource } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import * as repo from '../../repositories/consents';
import { findRefillByToken } from '../../repositories/refills';
import { stopRecoveryByLink } from '../recovery/recovery-links';
import { trackingToken } from '../tokens';

const LINK_GONE = 'This unsubscribe link is no longer valid. You can change your emails under Edit Profile.';

/** Whether the customer agrees to the purpose now: the sending code asks this at the moment it sends. */
export async function hasConsent(db: Db, customerId: number, purpose: ConsentPurpose): Promise<boolean> {
  return consentGiven(await repo.consentHistory(db, customerId, purpose), purpose);
}

/**
 * Records a tick, an untick or an unsubscribe, with when and where. A choice that changes nothing (a second
 * press of the same link, a retried request) is not written again, so the history reads as the customer acted.
 */
export async function recordConsent(db: Db, now: Date, customerId: number, purpose: ConsentPurpose, granted: boolean, source: ConsentSource): Promise<void> {
  const history = await repo.consentHistory(db, customerId, purpose);
  if (history.length > 0 && consentGiven(history, purpose) === granted) return;
  await repo.insertConsent(db, { customerId, purpose, granted, source, at: now });
}

/**
 * The unsubscribe link of a message sent for `purpose`: the page, with the token in its fragment (a
 * fragment never reaches a server or its log; the page posts it), and the address a mail client posts to
 * for RFC 8058's one-click unsubscribe, where the token has to be in the address itself (the request log
 * drops query strings).
 */
export async function unsubscribeLinks(ctx: AppContext, customerId: number, purpose: ConsentPurpose) {
  const token = await repo.linkTokenOf(ctx.db, customerId, purpose, trackingToken());
  const base = ctx.config.publicUrl;
  return { page: `${base}/unsubscribe#token=${token}`, oneClick: `${base}/unsubscribe?token=${token}` };
}

/**
 * An unsubscribe link pressed (or posted by a mail client): the purpose its token was made for is
 * withdrawn, without a login. A refill's own token, in reminders sent before there were consent links,
 * still stops refill reminders; a left checkout's email stops emails about left carts (a guest's too, who
 * has no consents to record). Answers what will no longer be sent.
 */
export async function withdrawByLink(ctx: AppContext, token: string, source: ConsentSource): Promise<string> {
  const link = (await repo.findConsentLink(ctx.db, token)) ?? (await legacyRefillLink(ctx.db, token));
  if (!link) {
    const stopped = await stopRecoveryByLink(ctx, token);
    if (stopped) return stopped;
    throw notFound(LINK_GONE);
  }
  await recordConsent(ctx.db, ctx.now(), link.customerId, link.purpose, false, source);
  // A customer's choice can be made again on their profile; a left cart's (above) has no box to tick.
  return `${consentPurposeOf(link.purpose).stopped} You can tick them again under Edit Profile.`;
}

async function legacyRefillLink(db: Db, token: string): Promise<{ customerId: number; purpose: ConsentPurpose } | undefined> {
  const refill = await findRefillByToken(db, token);
  return refill && { customerId: refill.customerId, purpose: 'refill_reminders' };
}
