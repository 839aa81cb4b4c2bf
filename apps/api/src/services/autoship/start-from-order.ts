import { earliestDeliveryDate, followingDelivery } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { lockOrder, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import { findLatestPayment } from '../../repositories/payments';
import { insertSubscription, startedFromOrder } from '../../repositories/subscriptions';
import { enqueueJob } from '../jobs/enqueue';
import { enqueueEmail } from '../mail/enqueue-email';
import { autoshipNotStartedEmail, autoshipStartedEmail } from '../mail/templates/autoship';
import { paymentStanding } from '../orders/order-outcome';
import { customerOf, emailFacts, readTerms } from './email-facts';

const autoshipLines = (lines: readonly OrderLineRow[]) => lines.filter((l) => l.autoshipWeeks !== null && l.variantId !== null);

/**
 * Queues the start of an order's autoship lines, in the transaction that made the order paid (online)
 * or confirmed (cash on delivery): the subscriptions then exist whether or not the shopper's browser is
 * still open, and the job's key makes two nodes, a webhook racing the browser and retries start it once.
 */
export async function enqueueAutoshipStart(tx: Db, order: Pick<OrderRow, 'id'>, lines: readonly OrderLineRow[]): Promise<void> {
  if (autoshipLines(lines).length === 0) return;
  await enqueueJob(tx, { kind: 'autoship.start', payload: { orderId: order.id }, key: `autoship.start:${order.id}` });
}

/** A paid online order, or a cash-on-delivery order the shopper or the owner confirmed: what its autoship starts from. */
const standsFor = (order: OrderRow) =>
  order.paymentMethod === 'cod' ? !['cod_awaiting_confirmation', 'cancelled', 'expired'].includes(order.status) : paymentStanding(order) === 'paid';

/**
 * The autoship lines of an order become subscriptions, one per frequency (lines every 8 weeks travel
 * together), to the order's autoship address, first delivered a frequency after the earliest delivery an
 * order placed then gets. Paid online, each is charged to the mandate that payment set up; a payment that
 * set up none starts nothing and the shopper is told. Runs under the order's lock and starts nothing an
 * earlier run started, so it is safe to run again.
 */
export async function startAutoshipFromOrder(ctx: AppContext, job: { orderId: number }): Promise<void> {
  const ready = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, job.orderId);
    if (!locked || !standsFor(locked.order) || (await startedFromOrder(tx, job.orderId))) return null;
    return locked;
  });
  if (!ready) return;
  const { order } = ready;
  const lines = autoshipLines(ready.lines);
  if (order.customerId === null || lines.length === 0) return;

  // Asked of the provider outside any transaction: nothing stays locked across the network.
  let mandateRef: string | null = null;
  if (order.paymentMethod === 'online') {
    const payment = await findLatestPayment(ctx.db, order.id);
    const mandate = payment?.providerPaymentId ? await ctx.payments.registerMandate(payment.providerPaymentId) : null;
    if (mandate?.status !== 'active') return tellNotStarted(ctx, order);
    mandateRef = mandate.ref;
  }

  const terms = await readTerms(ctx);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockOrder(tx, order.id)) || (await startedFromOrder(tx, order.id))) return;
    const customer = await customerOf(tx, { customerId: order.customerId! });
    const firstShipped = earliestDeliveryDate(order.createdAt);
    for (const weeks of new Set(lines.map((l) => l.autoshipWeeks!))) {
      const sub = await insertSubscription(
        tx,
        {
          customerId: order.customerId!,
          addressId: order.autoshipAddressId,
          frequencyWeeks: weeks,
          nextDeliveryDate: followingDelivery(firstShipped, weeks),
          paymentMethod: mandateRef ? 'mandate' : 'cod_reminder',
          mandateRef,
          originOrderId: order.id,
        },
        lines.filter((l) => l.autoshipWeeks === weeks).map((l) => ({ productId: l.productId!, variantId: l.variantId!, quantity: l.quantity })),
      );
      const facts = await emailFacts(ctx, tx, sub, customer, terms, sub.nextCycleNo);
      const mail = autoshipStartedEmail({ ...facts, frequencyWeeks: weeks, deliveryDate: sub.nextDeliveryDate, paidBy: sub.paymentMethod, orderId: order.id });
      await enqueueEmail(tx, ctx.config.publicUrl, { to: customer.email, ...mail });
    }
  });
}

async function tellNotStarted(ctx: AppContext, order: OrderRow): Promise<void> {
  const terms = await readTerms(ctx);
  await ctx.db.transaction(async (tx) => {
    // Under the order's lock with the check again, so a second run does not email twice.
    if (!(await lockOrder(tx, order.id)) || (await startedFromOrder(tx, order.id))) return;
    const customer = await customerOf(tx, { customerId: order.customerId! });
    const mail = autoshipNotStartedEmail({ shopName: terms.shopName, customerName: customer.name, orderId: order.id, productsUrl: `${ctx.config.publicUrl}/` });
    await enqueueEmail(tx, ctx.config.publicUrl, { to: customer.email, ...mail }, `autoship.not-started:${order.id}`);
  });
}
