import {
  autoshipLinePaise,
  CHANGE_CUTOFF_HOURS,
  cycleDiscountPercent,
  orderAtOf,
  orderDayOf,
  type AdminSubscription,
  type AutoshipSettings,
  type Subscription,
} from '@canino/shared';
import type { Db } from '../../db/client';
import { findSubscriber, listCycles, listSubscriptionItems, type SubscriptionRow } from '../../repositories/subscriptions';
import { presentAddress } from '../addresses/address-book';

type ItemRow = Awaited<ReturnType<typeof listSubscriptionItems>>[number];

/** The items of a subscription as a cycle would order them now, at today's price less the cycle's discount. */
export function presentItems(items: readonly ItemRow[], percent: number): Subscription['items'] {
  return items.map((i) => ({
    productId: i.productId,
    variantId: i.variantId,
    productName: i.productName,
    label: i.label,
    quantity: i.quantity,
    unitPricePaise: i.pricePaise,
    autoshipLinePaise: autoshipLinePaise({ unitPricePaise: i.pricePaise, quantity: i.quantity }, percent),
    onSale: i.active,
  }));
}

function presentSubscription(row: SubscriptionRow, items: readonly ItemRow[], settings: AutoshipSettings): Subscription {
  const percent = cycleDiscountPercent(settings, row.nextCycleNo);
  return {
    id: row.id,
    status: row.status,
    pauseReason: row.pauseReason,
    frequencyWeeks: row.frequencyWeeks,
    nextDeliveryDate: row.nextDeliveryDate,
    nextOrderDate: orderDayOf(row.nextDeliveryDate),
    changeableUntil: new Date(orderAtOf(row.nextDeliveryDate).getTime() - CHANGE_CUTOFF_HOURS * 3_600_000).toISOString(),
    addressId: row.addressId,
    paymentMethod: row.paymentMethod,
    discountPercent: percent,
    items: presentItems(
      items.filter((i) => i.subscriptionId === row.id),
      percent,
    ),
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** Several subscriptions with their items, in two queries. */
export async function presentSubscriptions(db: Db, rows: readonly SubscriptionRow[], settings: AutoshipSettings): Promise<Subscription[]> {
  const items = await listSubscriptionItems(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentSubscription(r, items, settings));
}

/** How the subscription's mandate stands, for the owner. */
const mandateOf = (row: SubscriptionRow): AdminSubscription['mandate'] => (row.paymentMethod !== 'mandate' ? 'none' : row.pauseReason === 'mandate_revoked' ? 'ended' : 'active');

/** The owner's view: the customer's, plus whose it is, where it goes, the failures in a row and every cycle with its order. */
export async function presentForOwner(db: Db, row: SubscriptionRow, settings: AutoshipSettings): Promise<AdminSubscription> {
  const [[shown], cycles, subscriber] = await Promise.all([presentSubscriptions(db, [row], settings), listCycles(db, row.id), findSubscriber(db, row)]);
  return {
    ...shown!,
    customerId: row.customerId,
    customerName: subscriber.customer.name,
    customerEmail: subscriber.customer.email,
    failureCount: row.failureCount,
    mandate: mandateOf(row),
    address: subscriber.address ? presentAddress(subscriber.address) : null,
    cycles: cycles.map((c) => ({ cycleNo: c.cycleNo, dueDate: c.dueDate, state: c.state, orderId: c.orderId, attempts: c.attempts, lastError: c.lastError })),
  };
}
