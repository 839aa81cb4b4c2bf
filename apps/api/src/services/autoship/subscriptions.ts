import {
  addDays,
  autoshipLinePaise,
  deliveryDateProblem,
  earliestDeliveryDate,
  followingDelivery,
  formatINR,
  indianDate,
  mayChange,
  ORDER_LEAD_DAYS,
  type AdminSubscription,
  type AdminSubscriptionRow,
  type AdminSubscriptionQuery,
  type Paged,
  type Subscription,
  type SubscriptionAction,
  type SubscriptionChange,
  type SubscriptionInput,
} from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { badInput, conflict, notFound, unprocessable } from '../../errors';
import {
  findCycle,
  findSize,
  findSubscription,
  getAutoshipSettings,
  insertSubscription,
  listCustomerSubscriptions,
  lockSubscription,
  pageSubscriptions,
  replaceSubscriptionItems,
  updateSubscription,
  upsertCycle,
  type SubscriptionRow,
} from '../../repositories/subscriptions';
import { findPaymentAndOrder } from '../../repositories/payments';
import { findOwnAddress } from '../addresses/address-book';
import { recordAdminChange } from '../audit/audit-log';
import { enqueueCycle } from './cycle-jobs';
import { presentForOwner, presentSubscriptions } from './present-subscription';

/** Who acts: the customer on their own subscription, or the owner on anyone's (audited). */
type Actor = { customerId: number } | { adminId: number };

/** A size that can be subscribed to now, with its product; a 422 naming `field` when it is not on sale. */
async function sizeOnSale(db: Db, variantId: number, field: string) {
  const size = await findSize(db, variantId);
  if (!size?.onSale) throw unprocessable('This size is no longer sold', field);
  return { productId: size.productId, variantId, unitPricePaise: size.sellingPricePaise };
}

/**
 * A mandate charges each delivery up to the limit the customer's bank agreed to. Items that would cost a
 * delivery more than that are refused when chosen, rather than failing at the charge and pausing the
 * autoship days later; the provider is asked before any lock is taken.
 */
async function assertWithinMandate(ctx: AppContext, sub: SubscriptionRow, items: { unitPricePaise: number; quantity: number }[]): Promise<void> {
  if (sub.paymentMethod !== 'mandate' || !sub.mandateRef) return;
  const mandate = await ctx.payments.fetchMandate(sub.mandateRef);
  if (!mandate) return;
  const { discountPercent } = await getAutoshipSettings(ctx.db);
  const perDelivery = items.reduce((sum, line) => sum + autoshipLinePaise(line, discountPercent), 0);
  if (perDelivery > mandate.maxAmountPaise) {
    const message = `These items come to ${formatINR(perDelivery)} a delivery, more than the ${formatINR(mandate.maxAmountPaise)} your bank's mandate allows. Start a separate autoship for the new item.`;
    throw unprocessable(message, 'items');
  }
}

async function presentOne(ctx: AppContext, row: SubscriptionRow): Promise<Subscription> {
  const [shown] = await presentSubscriptions(ctx.db, [row], await getAutoshipSettings(ctx.db));
  return shown!;
}

export async function listMySubscriptions(ctx: AppContext, customerId: number): Promise<Subscription[]> {
  return presentSubscriptions(ctx.db, await listCustomerSubscriptions(ctx.db, customerId), await getAutoshipSettings(ctx.db));
}

/**
 * POST /subscriptions: a size, how many, how often, where, from when and how it is paid. Everything is
 * checked before anything is written; a mandate comes from the payment that authorised it (the first
 * delivery's, paid in checkout).
 */
export async function createSubscription(ctx: AppContext, customerId: number, input: SubscriptionInput): Promise<Subscription> {
  const problem = deliveryDateProblem(input.firstDeliveryDate, ctx.now());
  if (problem) throw badInput(problem, { firstDeliveryDate: problem });
  await findOwnAddress(ctx, customerId, input.addressId);
  const size = await sizeOnSale(ctx.db, input.variantId, 'variantId');
  let mandateRef: string | null = null;
  if (input.paymentMethod === 'mandate') {
    // Only a payment of the customer's own order: a mandate on someone else's payment would charge them.
    const first = await findPaymentAndOrder(ctx.db, { providerPaymentId: input.paymentId ?? '' });
    if (first?.order.customerId !== customerId) throw unprocessable('This payment is not one of your orders. Please pay the first delivery to set up autoship.', 'paymentId');
    const mandate = await ctx.payments.registerMandate(first.payment.providerPaymentId!);
    if (mandate?.status !== 'active') throw unprocessable('This payment set up no mandate the shop can charge. Please pay the first delivery again.', 'paymentId');
    mandateRef = mandate.ref;
  }
  const row = await ctx.db.transaction((tx) =>
    insertSubscription(
      tx,
      {
        customerId,
        addressId: input.addressId,
        frequencyWeeks: input.frequencyWeeks,
        nextDeliveryDate: input.firstDeliveryDate,
        paymentMethod: input.paymentMethod,
        mandateRef,
      },
      [{ productId: size.productId, variantId: size.variantId, quantity: input.quantity }],
    ),
  );
  return presentOne(ctx, row);
}

/** The subscription, locked; another customer's is "not found", as if it did not exist. */
async function lockOwn(tx: Db, actor: Actor, id: number): Promise<SubscriptionRow> {
  const row = await lockSubscription(tx, id);
  if (!row || ('customerId' in actor && row.customerId !== actor.customerId)) throw notFound('This subscription was not found');
  return row;
}

/**
 * PATCH /subscriptions/:id: frequency, next date, items, address. Refused whole (nothing written) once
 * the next order is less than CHANGE_CUTOFF_HOURS away: its pre-debit notice may already be out.
 */
export async function changeSubscription(ctx: AppContext, customerId: number, id: number, change: SubscriptionChange): Promise<Subscription> {
  const now = ctx.now();
  if (change.nextDeliveryDate) {
    const problem = deliveryDateProblem(change.nextDeliveryDate, now);
    if (problem) throw badInput(problem, { nextDeliveryDate: problem });
  }
  if (change.addressId !== undefined) await findOwnAddress(ctx, customerId, change.addressId);
  const items =
    change.items && (await Promise.all(change.items.map(async (i, n) => ({ ...(await sizeOnSale(ctx.db, i.variantId, `items.${n}.variantId`)), quantity: i.quantity }))));
  if (items) {
    const current = await findSubscription(ctx.db, id);
    if (current?.customerId === customerId) await assertWithinMandate(ctx, current, items);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const sub = await lockOwn(tx, { customerId }, id);
    if (sub.status === 'cancelled') throw conflict('This subscription was cancelled');
    if (!mayChange(sub.nextDeliveryDate, now)) {
      throw conflict(`The delivery of ${sub.nextDeliveryDate} can no longer be changed: its order is made within 24 hours. You can still skip it.`);
    }
    if (items)
      await replaceSubscriptionItems(
        tx,
        id,
        items.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
      );
    return updateSubscription(tx, id, {
      ...(change.frequencyWeeks !== undefined && { frequencyWeeks: change.frequencyWeeks }),
      ...(change.nextDeliveryDate !== undefined && { nextDeliveryDate: change.nextDeliveryDate }),
      ...(change.addressId !== undefined && { addressId: change.addressId }),
    });
  });
  return presentOne(ctx, row);
}

const requireActive = (sub: SubscriptionRow, what: string) => {
  if (sub.status !== 'active') throw conflict(`Only an active subscription can be ${what}; this one is ${sub.status}`);
};

/** Each action's change to the locked subscription (and its cycles), or a 409 saying why not. */
const ACTIONS: Record<SubscriptionAction, (tx: Db, sub: SubscriptionRow, now: Date) => Promise<Partial<SubscriptionRow>>> = {
  /**
   * The next delivery is skipped, unless its order was already made: then the cycle job took that cycle
   * first (it holds the same lock) and moved the subscription on, so this skips the one after.
   */
  async skip(tx, sub) {
    requireActive(sub, 'skipped');
    const cycle = await findCycle(tx, sub.id, sub.nextCycleNo);
    if (cycle && cycle.state !== 'reminded') throw conflict('This delivery was already ordered');
    await upsertCycle(tx, { subscriptionId: sub.id, cycleNo: sub.nextCycleNo, dueDate: sub.nextDeliveryDate, state: 'skipped' });
    return { nextDeliveryDate: followingDelivery(sub.nextDeliveryDate, sub.frequencyWeeks), nextCycleNo: sub.nextCycleNo + 1 };
  },
  async pause(_tx, sub) {
    requireActive(sub, 'paused');
    return { status: 'paused', pauseReason: 'customer' };
  },
  /** Resumed on the earliest date that can still be changed, if the paused one has passed meanwhile. */
  async resume(_tx, sub, now) {
    if (sub.status !== 'paused') throw conflict(`Only a paused subscription can be resumed; this one is ${sub.status}`);
    if (sub.pauseReason === 'mandate_revoked') throw conflict('The bank ended the mandate of this subscription: please set it up again with a new first delivery');
    const earliest = earliestDeliveryDate(now);
    return { status: 'active', pauseReason: null, failureCount: 0, nextDeliveryDate: sub.nextDeliveryDate < earliest ? earliest : sub.nextDeliveryDate };
  },
  /** One call, no reason asked; cancelling a cancelled subscription changes nothing. */
  async cancel(_tx, sub, now) {
    if (sub.status === 'cancelled') return {};
    return { status: 'cancelled', pauseReason: null, cancelledAt: now };
  },
  /** The next delivery's order is made now: its date moves to the earliest an order made today serves. */
  async 'send-now'(tx, sub, now) {
    requireActive(sub, 'sent now');
    const soonest = addDays(indianDate(now), ORDER_LEAD_DAYS);
    const nextDeliveryDate = sub.nextDeliveryDate < soonest ? sub.nextDeliveryDate : soonest;
    await enqueueCycle(tx, { ...sub, nextDeliveryDate });
    return { nextDeliveryDate };
  },
};

/** POST /subscriptions/:id/<action>, by the customer or by the owner on their behalf (audited). */
async function actOnSubscription(ctx: AppContext, actor: Actor, id: number, action: SubscriptionAction): Promise<SubscriptionRow> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockOwn(tx, actor, id);
    const after = await updateSubscription(tx, id, await ACTIONS[action](tx, before, now));
    if ('adminId' in actor) {
      await recordAdminChange(tx, actor.adminId, { entity: 'subscription', entityId: id, action, label: `Autoship #${id}`, before: audited(before), after: audited(after) });
    }
    return after;
  });
  if (action === 'cancel' && row.mandateRef) await revokeMandate(ctx, row.mandateRef);
  return row;
}

export const actAsCustomer = async (ctx: AppContext, customerId: number, id: number, action: SubscriptionAction) =>
  presentOne(ctx, await actOnSubscription(ctx, { customerId }, id, action));

/** The fields the owner's audit log shows of a subscription. */
const audited = (s: SubscriptionRow) => ({ status: s.status, pauseReason: s.pauseReason, nextDeliveryDate: s.nextDeliveryDate, frequencyWeeks: s.frequencyWeeks });

/**
 * A cancelled subscription's mandate (or an erased account's) is ended at the provider, so nothing more
 * can be charged on it. The cancellation stands if the provider cannot be reached: no cycle charges a
 * cancelled or deleted subscription.
 */
export async function revokeMandate(ctx: AppContext, ref: string): Promise<void> {
  try {
    await ctx.payments.revokeMandate(ref);
  } catch (err) {
    ctx.log.error({ err }, 'could not revoke the mandate of a cancelled subscription or an erased account');
  }
}

export async function listSubscriptionsForOwner(ctx: AppContext, q: AdminSubscriptionQuery): Promise<Paged<AdminSubscriptionRow>> {
  const { rows, total } = await pageSubscriptions(ctx.db, { status: q.status === 'all' ? null : q.status, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  const shown = await presentSubscriptions(
    ctx.db,
    rows.map((r) => r.subscription),
    await getAutoshipSettings(ctx.db),
  );
  return {
    items: shown.map((s, i) => ({ ...s, customerId: rows[i]!.subscription.customerId, customerName: rows[i]!.customerName, customerEmail: rows[i]!.customerEmail })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function getSubscriptionForOwner(ctx: AppContext, id: number): Promise<AdminSubscription> {
  const row = await findSubscription(ctx.db, id);
  if (!row) throw notFound('This subscription was not found');
  return presentForOwner(ctx.db, row, await getAutoshipSettings(ctx.db));
}

export async function actAsOwner(ctx: AppContext, adminId: number, id: number, action: SubscriptionAction): Promise<AdminSubscription> {
  return presentForOwner(ctx.db, await actOnSubscription(ctx, { adminId }, id, action), await getAutoshipSettings(ctx.db));
}
