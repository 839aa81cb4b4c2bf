import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listCustomerStockAlerts } from './stock-alerts';
import {
  addresses,
  consents,
  contactMessages,
  creditNotes,
  customers,
  grievanceReplies,
  grievances,
  invoices,
  orderLines,
  orders,
  pets,
  petWeights,
  products,
  refills,
  returns,
  checkoutRecoveries,
  reviews,
  reviewVotes,
  subscriptionCycles,
  subscriptionItems,
  subscriptions,
  whatsappMessages,
  wishlistItems,
} from '../db/schema';

/**
 * Everything the shop keeps about one customer, read for their data export: their account's rows, and
 * the orders, messages and complaints under their account or their email address.
 */
export async function readPersonalData(db: Db, customerId: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return undefined;
  const email = customer.email;
  const petRows = await db.select().from(pets).where(eq(pets.customerId, customerId)).orderBy(asc(pets.id));
  const orderRows = await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.id));
  const orderIds = orderRows.map((o) => o.id);
  const subscriptionRows = await db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId)).orderBy(asc(subscriptions.id));
  const subscriptionIds = subscriptionRows.map((r) => r.id);
  const grievanceRows = await db
    .select()
    .from(grievances)
    .where(or(eq(grievances.customerId, customerId), eq(grievances.email, email)))
    .orderBy(asc(grievances.id));
  const [weights, addressRows, lines, invoiceRows, creditNoteRows, reviewRows, votes, wishlist, refillRows, consentRows, whatsapp, messages, replies] = await Promise.all([
    petRows.length
      ? db
          .select()
          .from(petWeights)
          .where(
            inArray(
              petWeights.petId,
              petRows.map((p) => p.id),
            ),
          )
          .orderBy(asc(petWeights.recordedAt))
      : [],
    db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id)),
    orderIds.length ? db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)) : [],
    orderIds.length ? db.select().from(invoices).where(inArray(invoices.orderId, orderIds)).orderBy(asc(invoices.id)) : [],
    orderIds.length ? db.select().from(creditNotes).where(inArray(creditNotes.orderId, orderIds)).orderBy(asc(creditNotes.id)) : [],
    db.select().from(reviews).where(eq(reviews.customerId, customerId)).orderBy(asc(reviews.id)),
    db.select().from(reviewVotes).where(eq(reviewVotes.customerId, customerId)),
    db
      .select({ productId: wishlistItems.productId, name: products.name })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.customerId, customerId)),
    db.select().from(refills).where(eq(refills.customerId, customerId)).orderBy(asc(refills.id)),
    db.select().from(consents).where(eq(consents.customerId, customerId)).orderBy(asc(consents.id)),
    db.select().from(whatsappMessages).where(eq(whatsappMessages.customerId, customerId)).orderBy(asc(whatsappMessages.id)),
    db.select().from(contactMessages).where(eq(contactMessages.email, email)).orderBy(asc(contactMessages.id)),
    grievanceRows.length
      ? db
          .select()
          .from(grievanceReplies)
          .where(
            inArray(
              grievanceReplies.grievanceId,
              grievanceRows.map((g) => g.id),
            ),
          )
          .orderBy(asc(grievanceReplies.id))
      : [],
  ]);
  return {
    customer,
    pets: petRows,
    weights,
    addresses: addressRows,
    orders: orderRows,
    lines,
    invoices: invoiceRows,
    creditNotes: creditNoteRows,
    reviews: reviewRows,
    votes,
    wishlist,
    refills: refillRows,
    subscriptions: subscriptionRows,
    subscriptionItems: subscriptionIds.length
      ? await db.select().from(subscriptionItems).where(inArray(subscriptionItems.subscriptionId, subscriptionIds)).orderBy(asc(subscriptionItems.id))
      : [],
    subscriptionCycles: subscriptionIds.length
      ? await db.select().from(subscriptionCycles).where(inArray(subscriptionCycles.subscriptionId, subscriptionIds)).orderBy(asc(subscriptionCycles.id))
      : [],
    leftCheckouts: await db
      .select()
      .from(checkoutRecoveries)
      .where(or(eq(checkoutRecoveries.customerId, customerId), eq(checkoutRecoveries.email, email)))
      .orderBy(asc(checkoutRecoveries.id)),
    consents: consentRows,
    whatsapp,
    messages,
    grievances: grievanceRows,
    replies,
    stockAlerts: await listCustomerStockAlerts(db, customerId),
    returns: orderIds.length ? await db.select().from(returns).where(inArray(returns.orderId, orderIds)).orderBy(asc(returns.id)) : [],
  };
}
