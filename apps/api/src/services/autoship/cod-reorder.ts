import { cycleDiscountPercent, formatINR, type AutoshipReorder, type OrderTotals } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../errors';
import { findOwnAddress } from '../../repositories/addresses';
import { findOrderFor } from '../../repositories/orders';
import {
  findCycleByReorderToken,
  findSubscription,
  getAutoshipSettings,
  listSubscriptionItems,
  lockSubscription,
  upsertCycle,
  type SubscriptionCycleRow,
  type SubscriptionRow,
} from '../../repositories/subscriptions';
import { presentAddress } from '../addresses/address-book';
import { placeCodOrder, quoteCodOrder } from '../orders/place-cod-order';
import { hashToken } from '../tokens';
import { cycleCheckoutInput } from './cycle-order';
import { customerOf } from './email-facts';
import { presentItems } from './present-subscription';

const NOT_FOUND = 'This reorder link does not work. Your autoship deliveries are in My Autoship.';

/** Everything a reorder link's page shows, and the checkout input its button places; `problem` when it cannot be placed. */
async function readCycle(ctx: AppContext, token: string) {
  const cycle = await findCycleByReorderToken(ctx.db, hashToken(token));
  const sub = cycle && (await findSubscription(ctx.db, cycle.subscriptionId));
  if (!cycle || !sub) throw notFound(NOT_FOUND);
  const percent = cycleDiscountPercent(await getAutoshipSettings(ctx.db), cycle.cycleNo);
  const [items, address, customer] = await Promise.all([
    listSubscriptionItems(ctx.db, [sub.id]),
    sub.addressId === null ? undefined : findOwnAddress(ctx.db, sub.customerId, sub.addressId),
    customerOf(ctx.db, sub),
  ]);
  const placed = cycle.orderId === null ? undefined : await findOrderFor(ctx.db, cycle.orderId, { customerId: sub.customerId, orderToken: null });
  const problem = placed ? null : problemOf(sub, cycle, items, address !== undefined);
  const input = address && cycleCheckoutInput(sub, cycle.cycleNo, address, customer, items);
  return { sub, cycle, percent, items, address, placed, problem, input };
}

/** Why a delivery's order cannot be placed from its link now, or null. */
function problemOf(sub: SubscriptionRow, cycle: SubscriptionCycleRow, items: readonly { active: boolean }[], hasAddress: boolean): string | null {
  if (sub.status === 'cancelled') return 'This autoship was cancelled, so this delivery cannot be ordered.';
  if (cycle.state !== 'reminded') return 'This delivery was skipped or already dealt with.';
  // The next delivery's own link replaces this one once its order is due.
  if (sub.nextCycleNo > cycle.cycleNo + 1) return 'A later delivery replaced this one: it is in My Autoship.';
  if (!hasAddress) return 'The delivery address of this autoship was removed: add one in My Autoship first.';
  if (items.length === 0 || items.some((i) => !i.active)) return 'A size in this autoship is no longer sold: change it in My Autoship first.';
  return null;
}

function present(read: Awaited<ReturnType<typeof readCycle>>, totals: OrderTotals | null): AutoshipReorder {
  return {
    subscriptionId: read.sub.id,
    cycleNo: read.cycle.cycleNo,
    deliveryDate: read.cycle.dueDate,
    items: presentItems(read.items, read.percent),
    address: read.address ? presentAddress(read.address) : null,
    totals,
    placed: read.placed ? { orderId: read.placed.id, totalPaise: read.placed.totalPaise } : null,
    problem: read.problem,
  };
}

/**
 * POST /subscriptions/reorder/read: what the reorder link's page shows, with what the order costs now
 * (the autoship discount, delivery and the cash-on-delivery fee). Opening the link places nothing: a
 * mail scanner that follows it only reads.
 */
export async function readReorder(ctx: AppContext, token: string): Promise<AutoshipReorder> {
  const read = await readCycle(ctx, token);
  if (read.placed || read.problem || !read.input) return present(read, null);
  try {
    return present(read, await quoteCodOrder(ctx, read.sub.customerId, read.input, read.percent));
  } catch (err) {
    // Sold out, or cash on delivery not offered at this pincode any more: said on the page, not a failure of it.
    if (err instanceof AppError) return present({ ...read, problem: err.message }, null);
    throw err;
  }
}

/**
 * POST /subscriptions/reorder: the delivery's cash-on-delivery order, placed by the shopper's press (which
 * is the confirmation the shop would otherwise ask for), at the autoship discount. The cycle's own
 * idempotency key makes a second press, or two at once, answer the same order.
 */
export async function placeReorder(ctx: AppContext, token: string): Promise<AutoshipReorder & { message: string }> {
  const read = await readCycle(ctx, token);
  if (read.placed) return { ...present(read, null), message: `Order #${read.placed.id} is already placed` };
  if (read.problem || !read.input) throw conflict(read.problem ?? NOT_FOUND);
  const placed = await placeCodOrder(ctx, read.sub.customerId, read.input, { standing: { discountPercent: read.percent }, confirmed: true });
  await ctx.db.transaction(async (tx) => {
    await lockSubscription(tx, read.sub.id);
    await upsertCycle(tx, { subscriptionId: read.sub.id, cycleNo: read.cycle.cycleNo, dueDate: read.cycle.dueDate, state: 'ordered', orderId: placed.orderId });
  });
  const after = await readCycle(ctx, token);
  return { ...present(after, null), message: `Order #${placed.orderId} placed: pay ${formatINR(placed.totals.totalPaise)} on delivery` };
}
