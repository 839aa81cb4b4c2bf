import { addDays, indianDate, type RefillOverview } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { findActiveProduct } from '../../repositories/catalog';
import * as repo from '../../repositories/refills';
import { presentProduct, presentVariant } from '../catalog/present';
import { listVariants } from '../../repositories/product-variants';
import { hasConsent, recordConsent } from '../consents/consents';
import { enqueueReminder } from './schedule-refills';

const LINK_GONE = 'This refill link is no longer valid';
const MAX_SNOOZE_DAYS = 60;

/** The account's "Upcoming refills": what runs out when, and the customer's reminder switches. */
export async function refillOverview(ctx: AppContext, customerId: number): Promise<RefillOverview> {
  const [rows, on] = await Promise.all([repo.listActiveRefills(ctx.db, customerId), hasConsent(ctx.db, customerId, 'refill_reminders')]);
  return {
    remindersOn: on,
    daysBefore: ctx.config.refillRemindDaysBefore,
    refills: rows.map((r) => ({
      id: r.refill.id,
      productId: r.refill.productId,
      productName: r.productName,
      productImage: r.productImage,
      petName: r.petName,
      orderId: r.refill.orderId,
      quantity: r.refill.quantity,
      runsOutOn: r.refill.runsOutOn,
      remindOn: r.refill.remindOn,
      state: r.refill.state as 'scheduled' | 'reminded',
      productMuted: Boolean(r.muted),
    })),
  };
}

/** "Remind me later": the reminder moves to `until` (tomorrow at the earliest, at most 60 days on). */
export async function snoozeRefill(ctx: AppContext, customerId: number, refillId: number, until: string): Promise<RefillOverview> {
  const today = indianDate(ctx.now());
  if (until <= today || until > addDays(today, MAX_SNOOZE_DAYS)) {
    const message = `Choose a day from tomorrow to ${MAX_SNOOZE_DAYS} days ahead`;
    throw new AppError('BAD_INPUT', message, { until: message });
  }
  await ctx.db.transaction(async (tx) => {
    const row = await repo.snoozeRefill(tx, customerId, refillId, until);
    if (!row) throw notFound('This refill is not among your upcoming refills');
    await enqueueReminder(tx, row.id, until);
  });
  return refillOverview(ctx, customerId);
}

/** The reminders box on Upcoming refills: consent given or withdrawn there. */
export async function switchReminders(ctx: AppContext, customerId: number, on: boolean): Promise<RefillOverview> {
  await recordConsent(ctx.db, ctx.now(), customerId, 'refill_reminders', on, 'refills');
  return refillOverview(ctx, customerId);
}

export async function switchProductReminders(ctx: AppContext, customerId: number, productId: number, on: boolean): Promise<RefillOverview> {
  await repo.setProductMuted(ctx.db, customerId, productId, !on);
  return refillOverview(ctx, customerId);
}

/**
 * The email's one-click link: the refill's product, in the quantity ordered, as the cart stores products,
 * and the size delivered while it is on sale beside others (else the product's default size).
 */
export async function refillCartByToken(ctx: AppContext, token: string) {
  const refill = await repo.findRefillByToken(ctx.db, token);
  if (!refill) throw notFound(LINK_GONE);
  const product = await findActiveProduct(ctx.db, refill.productId);
  if (!product) throw notFound('This product is no longer sold');
  const sizes = await listVariants(ctx.db, product.id, { activeOnly: true });
  const size = sizes.length > 1 ? sizes.find((v) => v.id === refill.variantId) : undefined;
  return { lines: [{ product: presentProduct(product), quantity: refill.quantity, ...(size ? { size: presentVariant(size), size_count: sizes.length } : {}) }] };
}
