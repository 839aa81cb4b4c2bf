import {
  addDays,
  cycleDiscountPercent,
  followingDelivery,
  indianDate,
  nextChargeAttemptAt,
  ORDER_LEAD_DAYS,
  orderAtOf,
  orderDayOf,
  REMINDER_DAYS_BEFORE_ORDER,
  reminderAtOf,
  type AutoshipSettings,
} from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findOwnAddress } from '../../repositories/addresses';
import { findLatestPayment, findPaymentAndOrder } from '../../repositories/payments';
import {
  findCycle,
  listActiveDueBy,
  listSubscriptionItems,
  lockSubscription,
  updateSubscription,
  upsertCycle,
  type SubscriptionCycleRow,
  type SubscriptionRow,
} from '../../repositories/subscriptions';
import { enqueueEmail } from '../mail/enqueue-email';
import { autoshipPausedEmail, autoshipReminderEmail, autoshipReorderEmail } from '../mail/templates/autoship';
import { checkout } from '../orders/checkout';
import { orderPageUrl } from '../orders/order-links';
import { paymentStanding } from '../orders/order-outcome';
import { renewHold } from '../orders/stock-hold';
import { settleProviderPayment } from '../payments/settle-provider-payment';
import { cycleJob, enqueueRetry, reminderJob } from './cycle-jobs';
import { enqueueKeyedJobs } from '../jobs/enqueue';
import { newToken } from '../tokens';
import { cycleCheckoutInput, reorderLink } from './cycle-order';
import { customerOf, emailFacts, readTerms, type Terms } from './email-facts';

/** How many subscriptions the sweep reads at a time; it reads on until none are left. */
const SWEEP_PAGE = 1_000;
const ACTOR = 'autoship';

/**
 * The hourly sweep: each active subscription whose next order is due gets its cycle job, and one whose
 * reminder is due its reminder job, each queued once (cycle-jobs.ts). The jobs decide again when they run.
 */
export async function sweepSubscriptions(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const horizon = addDays(indianDate(now), ORDER_LEAD_DAYS + REMINDER_DAYS_BEFORE_ORDER + 1);
  let queued = 0;
  // Every page, not only the first: a day with more deliveries due than one page holds charges them all in the same hour.
  for (let afterId = 0; ;) {
    const page = await listActiveDueBy(ctx.db, horizon, afterId, SWEEP_PAGE);
    // A page's jobs go in one statement: the keys keep each delivery's jobs once, however often the sweep runs.
    const due = page.flatMap((sub) => {
      if (now >= orderAtOf(sub.nextDeliveryDate)) return [cycleJob(sub)];
      return now >= reminderAtOf(sub.nextDeliveryDate) ? [reminderJob(sub)] : [];
    });
    queued += await enqueueKeyedJobs(ctx.db, due);
    if (page.length < SWEEP_PAGE) return queued;
    afterId = page.at(-1)!.id;
  }
}

/** The reminder 3 days before an order: sent once, and only while the delivery is still the next one and nothing happened to it. */
export async function sendAutoshipReminder(ctx: AppContext, job: { subscriptionId: number; cycleNo: number }): Promise<void> {
  const terms = await readTerms(ctx);
  await ctx.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, job.subscriptionId);
    if (sub?.status !== 'active' || sub.nextCycleNo !== job.cycleNo || (await findCycle(tx, sub.id, job.cycleNo))) return;
    const customer = await customerOf(tx, sub);
    const facts = await emailFacts(ctx, tx, sub, customer, terms, job.cycleNo);
    await upsertCycle(tx, { subscriptionId: sub.id, cycleNo: job.cycleNo, dueDate: sub.nextDeliveryDate, state: 'reminded' });
    const mail = autoshipReminderEmail({ ...facts, deliveryDate: sub.nextDeliveryDate, orderDate: orderDayOf(sub.nextDeliveryDate), paidBy: sub.paymentMethod });
    await enqueueEmail(tx, ctx.config.publicUrl, { to: customer.email, ...mail });
  });
}

/**
 * Takes the cycle, under the subscription's lock: the first run of a due cycle writes its row as
 * `ordered` (the unique (subscription, cycle) row a skip would otherwise have written) and moves the
 * subscription on to its next delivery. A rerun after a crash, or the retry queued for the last decline,
 * finds the row and carries on with it. Anything else (skipped, charged, not due, paused) does nothing.
 * A cash-on-delivery subscription's cycle ends here, with its one-tap reorder email.
 */
async function claimCycle(ctx: AppContext, tx: Db, job: { subscriptionId: number; cycleNo: number; attempt: number }, now: Date, terms: Terms) {
  const sub = await lockSubscription(tx, job.subscriptionId);
  if (sub?.status !== 'active') return null;
  const cycle = await findCycle(tx, sub.id, job.cycleNo);
  if (cycle && (cycle.state === 'ordered' || cycle.state === 'failed')) return cycle.attempts === job.attempt ? { sub, cycle } : null;
  if ((cycle && cycle.state !== 'reminded') || sub.nextCycleNo !== job.cycleNo || now < orderAtOf(sub.nextDeliveryDate)) return null;

  const moved = await updateSubscription(tx, sub.id, { nextDeliveryDate: followingDelivery(sub.nextDeliveryDate, sub.frequencyWeeks), nextCycleNo: job.cycleNo + 1 });
  if (sub.paymentMethod === 'cod_reminder') {
    const token = newToken();
    await upsertCycle(tx, { subscriptionId: sub.id, cycleNo: job.cycleNo, dueDate: sub.nextDeliveryDate, state: 'reminded', reorderTokenHash: token.hash });
    const customer = await customerOf(tx, sub);
    const facts = await emailFacts(ctx, tx, sub, customer, terms, job.cycleNo);
    const reorderUrl = reorderLink(ctx.config.publicUrl, token.token);
    await enqueueEmail(tx, ctx.config.publicUrl, { to: customer.email, ...autoshipReorderEmail({ ...facts, deliveryDate: sub.nextDeliveryDate, reorderUrl }) });
    return null;
  }
  const claimed = await upsertCycle(tx, { subscriptionId: sub.id, cycleNo: job.cycleNo, dueDate: sub.nextDeliveryDate, state: 'ordered' });
  return { sub: moved, cycle: claimed };
}

/**
 * One delivery of a mandate subscription: its order made by checkout itself (same pricing, stock hold,
 * provider order and payment row, under the cycle's own idempotency key, so one order per cycle however
 * often this runs), the mandate charged, and the payment settled as a webhook's would be. A payment the
 * provider already captured for the order (a crash after the charge) is settled, not charged again.
 */
export async function runCycle(ctx: AppContext, job: { subscriptionId: number; cycleNo: number; attempt: number }): Promise<void> {
  const now = ctx.now();
  const terms = await readTerms(ctx);
  const { settings } = terms;
  const claimed = await ctx.db.transaction((tx) => claimCycle(ctx, tx, job, now, terms));
  if (!claimed) return;
  const { sub, cycle } = claimed;

  const mandate = await ctx.payments.fetchMandate(sub.mandateRef ?? '');
  if (mandate?.status !== 'active') return pause(ctx, sub, cycle, 'mandate_revoked', 'The bank ended the mandate', terms);
  const address = sub.addressId === null ? undefined : await findOwnAddress(ctx.db, sub.customerId, sub.addressId);
  if (!address) return pause(ctx, sub, cycle, 'no_address', 'The delivery address was removed', terms);

  let orderId = cycle.orderId;
  try {
    if (orderId === null) {
      orderId = await placeCycleOrder(ctx, sub, cycle, address, settings);
      await ctx.db.transaction((tx) => upsertCycle(tx, { ...cycleKey(cycle), dueDate: cycle.dueDate, state: cycle.state, orderId }));
    } else {
      // A retry: the same order, its stock held again (refused with the reason when it is gone).
      await renewHold(ctx, orderId);
    }
  } catch (err) {
    // Sold out, no longer sold, an undeliverable pincode: a decline like the bank's. An unreachable provider is retried by the job.
    if (err instanceof AppError && err.code !== 'PAYMENT_PROVIDER') return decline(ctx, sub, cycle, orderId, err.message, terms, now);
    throw err;
  }

  const row = await findLatestPayment(ctx.db, orderId);
  const found = row?.providerOrderId ? await findPaymentAndOrder(ctx.db, { providerOrderId: row.providerOrderId }) : undefined;
  if (!found) throw new Error(`autoship: order ${orderId} has no payment to charge`);
  if (paymentStanding(found.order) !== 'paid') {
    const captured = (await ctx.payments.fetchOrderPayments(found.payment.providerOrderId!)).find((p) => p.status === 'captured');
    const payment =
      captured ??
      (await ctx.payments.chargeMandate({
        mandateRef: mandate.ref,
        providerOrderId: found.payment.providerOrderId!,
        amountPaise: found.order.totalPaise,
        receipt: found.order.idempotencyKey ?? `autoship-${sub.id}-${cycle.cycleNo}`,
        email: found.order.email,
        contact: found.order.mobile,
      }));
    await settleProviderPayment(ctx, found, payment, ACTOR);
    const after = await findPaymentAndOrder(ctx.db, { providerOrderId: found.payment.providerOrderId! });
    if (!after || paymentStanding(after.order) !== 'paid') return decline(ctx, sub, cycle, orderId, payment.errorDescription ?? 'The charge was not completed', terms, now);
  }
  await ctx.db.transaction(async (tx) => {
    await upsertCycle(tx, { ...cycleKey(cycle), dueDate: cycle.dueDate, state: 'charged', orderId, lastError: null });
    await updateSubscription(tx, sub.id, { failureCount: 0 });
  });
}

const cycleKey = (c: SubscriptionCycleRow) => ({ subscriptionId: c.subscriptionId, cycleNo: c.cycleNo });

/** The cycle's order through checkout, as the customer's own would be, at the autoship discount. */
async function placeCycleOrder(
  ctx: AppContext,
  sub: SubscriptionRow,
  cycle: SubscriptionCycleRow,
  address: NonNullable<Awaited<ReturnType<typeof findOwnAddress>>>,
  settings: AutoshipSettings,
): Promise<number> {
  const customer = await customerOf(ctx.db, sub);
  const items = await listSubscriptionItems(ctx.db, [sub.id]);
  const session = await checkout(ctx, sub.customerId, cycleCheckoutInput(sub, cycle.cycleNo, address, customer, items), {
    standing: { discountPercent: cycleDiscountPercent(settings, cycle.cycleNo) },
  });
  return session.orderId;
}

/**
 * A declined charge (or an order that could not be made): tried again at the owner's spacing while
 * retries are left, then the subscription pauses and the customer gets the order's pay-now link.
 */
async function decline(ctx: AppContext, sub: SubscriptionRow, cycle: SubscriptionCycleRow, orderId: number | null, reason: string, terms: Terms, now: Date) {
  const attempts = cycle.attempts + 1;
  const retryAt = nextChargeAttemptAt(now, attempts, terms.settings);
  await ctx.db.transaction(async (tx) => {
    const current = await lockSubscription(tx, sub.id);
    await upsertCycle(tx, { ...cycleKey(cycle), dueDate: cycle.dueDate, state: 'failed', attempts, lastError: reason, orderId });
    const failureCount = (current?.failureCount ?? 0) + 1;
    if (retryAt && current?.status === 'active') {
      await updateSubscription(tx, sub.id, { failureCount });
      await enqueueRetry(tx, sub, cycle.cycleNo, attempts, retryAt);
      return;
    }
    await updateSubscription(tx, sub.id, { failureCount, status: 'paused', pauseReason: 'payment_failed' });
    const found = orderId === null ? undefined : await findLatestPayment(tx, orderId);
    const order = found?.providerOrderId ? (await findPaymentAndOrder(tx, { providerOrderId: found.providerOrderId }))?.order : undefined;
    await emailPause(ctx, tx, sub, cycle.cycleNo, 'payment_failed', order ? orderPageUrl(ctx.config.publicUrl, order) : null, terms);
  });
}

/** The mandate or the address is gone: the cycle fails and the subscription pauses at once, with an email saying why. */
async function pause(ctx: AppContext, sub: SubscriptionRow, cycle: SubscriptionCycleRow, reason: 'mandate_revoked' | 'no_address', lastError: string, terms: Terms) {
  await ctx.db.transaction(async (tx) => {
    await upsertCycle(tx, { ...cycleKey(cycle), dueDate: cycle.dueDate, state: 'failed', lastError });
    await updateSubscription(tx, sub.id, { status: 'paused', pauseReason: reason });
    await emailPause(ctx, tx, sub, cycle.cycleNo, reason, null, terms);
  });
}

async function emailPause(
  ctx: AppContext,
  tx: Db,
  sub: SubscriptionRow,
  cycleNo: number,
  reason: 'payment_failed' | 'mandate_revoked' | 'no_address',
  payUrl: string | null,
  terms: Terms,
) {
  const customer = await customerOf(tx, sub);
  const facts = await emailFacts(ctx, tx, sub, customer, terms, cycleNo);
  await enqueueEmail(tx, ctx.config.publicUrl, { to: customer.email, ...autoshipPausedEmail({ ...facts, reason, payUrl }) });
}
