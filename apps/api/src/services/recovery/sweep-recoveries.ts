import { checkCoupon, describeCoupon } from '@canino/shared';
import type { AppContext } from '../../context';
import { couponCoverage } from '../catalog/coupon-coverage';
import { getSecondEmailCoupon } from '../../repositories/recovery-settings';
import { listWaiting, moveState, orderPlacedSince, sizesOnSale, type RecoveryRow } from '../../repositories/checkout-recoveries';
import { getShopSettings } from '../../repositories/shop-settings';
import { enqueueEmail } from '../mail/enqueue-email';
import { absoluteUrl } from '../seo/structured-data';
import { recoveryEmail } from './recovery-email';

/** An order within this long of the second email is its recovery; after it, the row stays "second sent". */
const ATTRIBUTION_MS = 7 * 24 * 3_600_000;

/** What a sweep did, for its tests and its log line. */
export interface SweepOutcome {
  sent: number;
  ended: number;
}

/**
 * The recurring job (every few minutes, once shop-wide per slot): each left checkout still waiting is
 * ended by an order placed since (recovered after an email, ordered before any), stopped when none of
 * its lines is in stock, or sent its next email when due. Each move is a conditional update in the
 * transaction that queues the email (keyed by row and step), so two nodes or a retried job send it once.
 */
export async function sweepRecoveries(ctx: AppContext): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { sent: 0, ended: 0 };
  for (const row of await listWaiting(ctx.db, new Date(ctx.now().getTime() - ATTRIBUTION_MS))) {
    const result = await sweepOne(ctx, row);
    if (result) outcome[result]++;
  }
  if (outcome.sent + outcome.ended > 0) ctx.log.info(outcome, 'checkout recovery sweep');
  return outcome;
}

async function sweepOne(ctx: AppContext, row: RecoveryRow): Promise<keyof SweepOutcome | null> {
  const now = ctx.now();
  const order = await orderPlacedSince(ctx.db, row, row.startedAt);
  if (order) {
    const to = row.state === 'open' ? 'ordered' : 'recovered';
    const moved = await moveState(ctx.db, row.id, row.state, { state: to, orderId: order.id, orderTotalPaise: order.totalPaise, endedAt: now });
    return moved ? 'ended' : null;
  }
  const step = row.state === 'open' ? 1 : row.state === 'first_sent' ? 2 : null;
  if (step === null) return null;
  const waitMs = step === 1 ? ctx.config.recovery.firstAfterMs : ctx.config.recovery.secondAfterMs;
  if (now.getTime() - row.startedAt.getTime() < waitMs) return null;
  const sizes = await sizesOnSale(
    ctx.db,
    row.lines.map((l) => l.productId),
  );
  const inStock = row.lines.filter((l) => sizes.some((s) => s.variantId === l.variantId && s.stock > 0));
  if (inStock.length === 0) {
    const moved = await moveState(ctx.db, row.id, row.state, { state: 'stopped', stopReason: 'out_of_stock', endedAt: now });
    return moved ? 'ended' : null;
  }
  const shop = await getShopSettings(ctx.db);
  const base = ctx.config.publicUrl;
  const email = recoveryEmail({
    shopName: shop.name,
    step,
    lines: inStock.map((l) => ({ ...l, imageUrl: l.image ? absoluteUrl(base, l.image) : '' })),
    restoreUrl: `${base}/cart/restore#token=${row.token}`,
    unsubscribeUrl: `${base}/unsubscribe#token=${row.token}`,
    oneClickUrl: `${base}/unsubscribe?token=${row.token}`,
    shopEmail: shop.email,
    coupon: step === 2 ? await secondEmailCoupon(ctx) : null,
  });
  return ctx.db.transaction(async (tx) => {
    const moved = await moveState(tx, row.id, row.state, step === 1 ? { state: 'first_sent', firstSentAt: now } : { state: 'second_sent', secondSentAt: now });
    if (!moved) return null;
    await enqueueEmail(tx, base, { to: row.email, ...email }, `recovery.email:${row.id}:${step}`);
    return 'sent';
  });
}

/**
 * The owner's coupon for the second email (their recovery setting), offered only while the coupon engine
 * would take it and only when it is one per customer: an emailed code travels, and a code with no such
 * limit would be a standing discount for anyone it reaches.
 */
async function secondEmailCoupon(ctx: AppContext): Promise<{ code: string; offer: string } | null> {
  const coupon = await getSecondEmailCoupon(ctx.db);
  if (!coupon) return null;
  if (!checkCoupon(coupon, null, ctx.now()).ok || coupon.perCustomerLimit !== 1) {
    ctx.log.warn({ code: coupon.code }, "the recovery emails' coupon is no longer usable or no longer limited to one use per customer; the second email goes without it");
    return null;
  }
  return { code: coupon.code, offer: describeCoupon(coupon, (await couponCoverage(ctx.db, coupon)).words) };
}
