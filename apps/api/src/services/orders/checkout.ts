import { AWAITING_PAYMENT_STATUSES, mandateMaxAmountPaise, normalizeCouponCode, ORDER_STATUS_LABELS, type CheckoutInput, type PaymentSession } from '@canino/shared';
import type { AppContext } from '../../context';
import type { ShippingAddress } from '../../db/schema';
import { transactionEndingWith } from '../../db/transaction-ending-with';
import { conflict, unauthenticated } from '../../errors';
import { readPricingFacts, replaceUnpaidOrders, type PricingFacts } from '../../repositories/orders-inventory';
import { findLatestPayment } from '../../repositories/payments';
import { insertNewOrder, listOrderLines, type OrderRow } from '../../repositories/orders';
import { findOwnAddress } from '../addresses/address-book';
import { readCheckoutSettings } from '../delivery/checkout-settings';
import { checkDestination } from './check-destination';
import { randomToken, trackingToken } from '../tokens';
import { autoshipAddressFor, autoshipLinesPaise } from './autoship-lines';
import { checkCheckoutConsent, recordCheckoutConsent } from './checkout-consent';
import { fullName, savedToStoredAddress, toStoredAddress } from './order-address';
import { asOfNow } from './order-expiry';
import { presentPaymentSession } from './payment-session';
import { assertAvailable, couponCustomer, orderCouponPercent, priceWithFacts, pricingQuestion, replacedBy, toOrderLines, type PricedOrder } from './price-order';
import { checkHoldable, renewHold } from './stock-hold';
import { assertTransition } from './order-transition';

/**
 * POST /checkout: prices the cart from the database, creates the provider's order, then writes the
 * pending order holding its quantities and coupon use for STOCK_HOLD_MINUTES (decision 009), in place of
 * the customer's earlier unpaid checkout, whose hold and coupon use it releases (decision 046). The first
 * read (prices, what others hold, an earlier attempt under the same key) answers "Only N left", "Sold
 * out" or the coupon's message before anything is created; the provider call comes next, so nothing
 * stays locked across the network; then one short transaction locks the stock, checks it again as it
 * stands and writes the order, its lines, first event, payment row and hold in one statement. A request
 * that loses the race leaves only an unused provider order behind, which expires on its own.
 */
export async function checkout(ctx: AppContext, customerId: number | null, input: CheckoutInput, opts: CheckoutOptions = {}): Promise<PaymentSession> {
  const customer = couponCustomer(customerId, input.billing);
  const replacing = opts.standing ? undefined : replacedBy(customer, input.idempotencyKey);
  const facts = await readPricingFacts(ctx.db, { ...pricingQuestion(input.lines, input.couponCode, customer), idempotencyKey: input.idempotencyKey, replacing });
  if (facts.existingOrder) return replay(ctx, facts.existingOrder, customerId, input);

  const { priced, shipping } = await priceCheckout(ctx, customerId, input, facts, opts.standing?.discountPercent);
  const autoshipAddressId = await autoshipAddressFor(ctx, customerId, input);
  checkCheckoutConsent(customerId, input);
  const receipt = input.idempotencyKey.slice(0, 40);
  // Autoship lines: this payment also authorises the mandate each later delivery is charged to.
  const providerOrder =
    autoshipAddressId === null
      ? await ctx.payments.createOrder({ amountPaise: priced.totals.totalPaise, receipt, notes: { email: input.billing.email } })
      : await ctx.payments.createMandateOrder({
          amountPaise: priced.totals.totalPaise,
          maxAmountPaise: mandateMaxAmountPaise(autoshipLinesPaise(priced, input)),
          receipt,
          customer: { name: fullName(input.billing), email: input.billing.email, contact: `+91${input.billing.mobile}` },
        });
  // The order's insert is the transaction's last statement, sent with its commit.
  const created = await transactionEndingWith<OrderRow | Awaited<ReturnType<typeof insertNewOrder>>>(ctx.db, async (tx) => {
    // The customer's unpaid checkout (a failed or closed payment) gives way to this one (decision 046).
    // The first read said whether there is one: one the customer starts meanwhile, in another tab, is
    // a race this transaction could not win anyway (it would not see that order until it committed).
    if (replacing && facts.replaceable) await replaceUnpaidOrders(tx, replacing);
    const now = await checkHoldable(tx, ctx.now(), {
      lines: input.lines,
      couponCode: priced.coupon?.code ?? null,
      customer,
      idempotencyKey: input.idempotencyKey,
      minShelfLifeDays: ctx.config.minShelfLifeDays,
    });
    if (now.existingOrder) return { last: now.existingOrder };
    await recordCheckoutConsent(tx, ctx.now(), customerId, input);
    assertTransition('place', null, 'pending_payment');
    const last = insertNewOrder(tx, {
      order: { ...newOrderRow(customerId, input, shipping, priced), autoshipAddressId },
      lines: toOrderLines(priced, input.lines),
      payment: {
        provider: ctx.payments.name,
        providerOrderId: providerOrder.id,
        providerPaymentId: null,
        amountPaise: providerOrder.amountPaise,
        currency: 'INR',
        providerCustomerId: providerOrder.customerId ?? null,
      },
      actor: 'customer',
      holdMinutes: ctx.config.stockHoldMinutes,
    });
    return { last };
  });
  if (!created) throw new Error('checkout: the idempotency key was taken, but no order holds it');
  if ('order' in created) return presentPaymentSession(ctx, created.order, created.lines, created.payment!);
  return replay(ctx, created, customerId, input);
}

/**
 * `standing`: an order the shop places on a customer's standing instruction (an autoship cycle, decision
 * 056), at its discount; it leaves the customer's own unpaid checkout in the storefront alone.
 */
export interface CheckoutOptions {
  standing?: { discountPercent: number };
}

/**
 * What checkout decides before anything is written, for an online payment and for cash on delivery
 * alike: the delivery address (a saved one must be the customer's), the prices, the owner's shipping
 * fee (never the client's), the stock, and a destination the shop delivers to with a state that
 * matches its pincode.
 */
export async function priceCheckout(ctx: AppContext, customerId: number | null, input: CheckoutInput, facts: PricingFacts, standingPercent?: number) {
  const [shipping, settings] = await Promise.all([shippingAddressFor(ctx, customerId, input), readCheckoutSettings(ctx)]);
  const destination = checkDestination(settings, input, shipping);
  const priced = priceWithFacts(facts, ctx.now(), input.lines, input.couponCode, { strictCoupon: true, shipping: settings.shipping, standingPercent });
  assertAvailable(priced);
  return { priced, shipping, settings, destination };
}

export function newOrderRow(customerId: number | null, input: CheckoutInput, shipping: ShippingAddress | null, priced: PricedOrder) {
  return {
    customerId,
    status: 'pending_payment' as const,
    idempotencyKey: input.idempotencyKey,
    orderToken: randomToken(),
    trackingToken: trackingToken(),
    email: input.billing.email,
    mobile: input.billing.mobile,
    billing: toStoredAddress(input.billing),
    shipping,
    notes: input.notes,
    ...priced.totals,
    couponCode: priced.coupon?.code ?? null,
    // A standing order's discount is kept as its percent without a code (the emails and invoice say so).
    couponPercent: priced.coupon ? orderCouponPercent(priced.coupon) : priced.totals.discountPaise > 0 ? priced.standingPercent : null,
  };
}

async function shippingAddressFor(ctx: AppContext, customerId: number | null, input: CheckoutInput): Promise<ShippingAddress | null> {
  if (input.savedAddressId !== undefined) {
    if (customerId === null) throw unauthenticated('Please log in to use your saved addresses');
    return savedToStoredAddress(await findOwnAddress(ctx, customerId, input.savedAddressId));
  }
  return input.shipping ? toStoredAddress(input.shipping) : null;
}

/**
 * The same key again (a double click, a retried request): the same order and provider order, provided
 * it is the same customer's same cart, with its hold renewed. A different cart under an old key is a
 * client bug or a stale tab.
 */
async function replay(ctx: AppContext, stored: OrderRow, customerId: number | null, input: CheckoutInput): Promise<PaymentSession> {
  const order = asOfNow(ctx, stored);
  if (order.customerId !== customerId || order.email !== input.billing.email) {
    throw conflict('This checkout was already used. Please refresh the page and place the order again.');
  }
  const lines = await listOrderLines(ctx.db, order.id);
  const coupon = input.couponCode?.trim() ? normalizeCouponCode(input.couponCode) : null;
  if (cartKey(lines) !== cartKey(input.lines) || (order.couponCode ?? null) !== coupon) {
    throw conflict('Your cart changed since this order was started. Please place the order again.');
  }
  if (!AWAITING_PAYMENT_STATUSES.includes(order.status)) {
    throw conflict(`Order #${order.id} is already ${ORDER_STATUS_LABELS[order.status].toLowerCase()}.`);
  }
  const payment = await findLatestPayment(ctx.db, order.id);
  if (!payment) throw conflict('This order cannot be paid any more. Please place the order again.');
  await renewHold(ctx, order.id);
  return presentPaymentSession(ctx, order, lines, payment);
}

function cartKey(lines: readonly { productId: number | null; quantity: number }[]): string {
  const sums = new Map<number, number>();
  for (const l of lines) sums.set(l.productId ?? 0, (sums.get(l.productId ?? 0) ?? 0) + l.quantity);
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([id, q]) => `${id}x${q}`)
    .join(',');
}
