import { codEligibility, type CheckoutInput, type CodOrderPlaced, type OrderTotals } from '@canino/shared';
import type { AppContext } from '../../context';
import { transactionEndingWith } from '../../db/transaction-ending-with';
import { AppError } from '../../errors';
import { pincodeRtoRecord } from '../delivery/pincode-rto';
import { countOpenCodOrders, lockCodPhone } from '../../repositories/cod-orders';
import { readPricingFacts, replaceUnpaidOrders, type PricingFacts } from '../../repositories/orders-inventory';
import { insertNewOrder, listOrderLines, type OrderLineRow, type OrderRow } from '../../repositories/orders';
import { enqueueEmail } from '../mail/enqueue-email';
import { orderNoticeEmail } from '../mail/templates/order-notice';
import { moveStock } from '../stock/stock-history';
import { autoshipAddressFor } from './autoship-lines';
import { checkCheckoutConsent, recordCheckoutConsent } from './checkout-consent';
import { newOrderRow, priceCheckout } from './checkout';
import { statusMessage } from './order-outcome';
import { presentLine, presentTotals } from './payment-session';
import { couponCustomer, pricingQuestion, replacedBy, toOrderLines } from './price-order';
import { askCodConfirmation, codOrderConfirmed } from './cod-confirmation';
import { newToken } from '../tokens';
import { shopProfile } from './shop-profile';
import { checkHoldable } from './stock-hold';
import { assertTransition } from './order-transition';

const refused = (reason: string) => new AppError('UNPROCESSABLE', reason, { paymentMethod: reason });

/**
 * POST /checkout/cod: the order is placed now and paid to the courier. It is priced and checked like an
 * online checkout (priceCheckout), then, in one transaction: the phone number's COD orders are locked
 * and counted (so two tabs cannot both pass the limit), the stock and coupon are locked and checked as
 * they stand, and one statement writes the order, its lines and event and takes its stock and coupon
 * use — the statement a paid order's sale uses (decision 009). The shopper is asked to confirm the
 * order before it ships (decision 063; told it is confirmed where COD_CONFIRMATION is off) and the shop's
 * notice is queued, in the same transaction. A repeat of the same idempotency key answers the same order.
 */
export async function placeCodOrder(ctx: AppContext, customerId: number | null, input: CheckoutInput, opts: CodOrderOptions = {}): Promise<CodOrderPlaced> {
  const customer = couponCustomer(customerId, input.billing);
  const replacing = opts.standing ? undefined : replacedBy(customer, input.idempotencyKey);
  const facts = await readPricingFacts(ctx.db, { ...pricingQuestion(input.lines, input.couponCode, customer), idempotencyKey: input.idempotencyKey, replacing });
  if (facts.existingOrder) return replay(ctx, facts.existingOrder, customerId, input);

  const { priced, shipping, settings, ask } = await quoteWithFacts(ctx, customerId, input, facts, opts.standing?.discountPercent);
  const autoshipAddressId = await autoshipAddressFor(ctx, customerId, input);
  checkCheckoutConsent(customerId, input);

  const shop = await shopProfile(ctx);
  // The shop's notice is the transaction's last statement, sent with its commit.
  const created = await transactionEndingWith<OrderRow | Awaited<ReturnType<typeof insertNewOrder>>>(ctx.db, async (tx) => {
    await lockCodPhone(tx, input.billing.mobile);
    // The customer's unpaid online checkout gives way to this order (decision 046).
    if (replacing) await replaceUnpaidOrders(tx, replacing);
    const verdict = codEligibility(settings.cod, { ...ask, openOrders: await countOpenCodOrders(tx, input.billing.mobile) });
    if (!verdict.ok) throw refused(verdict.reason);
    const now = await checkHoldable(tx, ctx.now(), {
      lines: input.lines,
      couponCode: priced.coupon?.code ?? null,
      customer,
      idempotencyKey: input.idempotencyKey,
      minShelfLifeDays: ctx.config.minShelfLifeDays,
    });
    if (now.existingOrder) return { last: now.existingOrder };
    await recordCheckoutConsent(tx, ctx.now(), customerId, input);
    const row = newOrderRow(customerId, input, shipping, priced);
    const status = ctx.config.codConfirmation.required && !opts.confirmed ? 'cod_awaiting_confirmation' : 'cod_confirmed';
    assertTransition('place cod', null, status);
    // The confirmation link's secret: the order is written with its hash, in the insert rather than an update after it.
    const confirmLink = status === 'cod_awaiting_confirmation' ? newToken() : null;
    const made = await insertNewOrder(tx, {
      order: {
        ...row,
        status,
        paymentMethod: 'cod',
        codFeePaise: verdict.feePaise,
        totalPaise: row.totalPaise + verdict.feePaise,
        autoshipAddressId,
        codConfirmTokenHash: confirmLink?.hash ?? null,
      },
      lines: toOrderLines(priced, input.lines),
      payment: null,
      actor: 'customer',
      take: true,
    });
    if (!made) return { last: undefined };
    const sold = made.lines.flatMap((l) => (l.variantId === null ? [] : [{ variantId: l.variantId, change: -l.quantity }]));
    await moveStock(tx, sold, { reason: 'sale', actor: 'customer', orderId: made.order.id, note: 'Cash on delivery' });
    const adminUrl = `${ctx.config.publicUrl}/admin`;
    if (confirmLink) await askCodConfirmation(tx, ctx, made, confirmLink.token);
    else await codOrderConfirmed(tx, ctx, made.order, made.lines);
    const notice = enqueueEmail(tx, ctx.config.publicUrl, { to: shop.email, ...orderNoticeEmail({ shopName: shop.name, order: made.order, lines: made.lines, adminUrl }) });
    return { last: notice.then(() => made) };
  });
  if (!created) throw new Error('placeCodOrder: the idempotency key was taken, but no order holds it');
  if ('order' in created) {
    ctx.catalogCache.invalidate();
    return present(created.order, created.lines);
  }
  return replay(ctx, created, customerId, input);
}

/**
 * `standing`: an order placed on a customer's standing instruction (an autoship delivery) at its
 * discount, leaving their own unpaid checkout alone. `confirmed`: the shopper's own press placed it (the
 * autoship reorder link), which is the confirmation the shop would otherwise ask for.
 */
export interface CodOrderOptions {
  standing?: { discountPercent: number };
  confirmed?: boolean;
}

/** Prices a cash-on-delivery order and checks it may be paid on delivery (a 422 saying why not), with its fee. */
async function quoteWithFacts(ctx: AppContext, customerId: number | null, input: CheckoutInput, facts: PricingFacts, standingPercent?: number) {
  const { priced, shipping, settings, destination } = await priceCheckout(ctx, customerId, input, facts, standingPercent);
  if (!destination.place) throw refused(`Cash on Delivery needs a pincode we can find; please check ${destination.address.pincode} or pay online`);
  const pincode = destination.address.pincode;
  // Read once here; the check inside the placing transaction reuses it.
  const rto = await pincodeRtoRecord(ctx, settings.cod, pincode);
  const ask = { totalPaise: priced.totals.totalPaise, pincode, state: destination.place.state, delivers: true, rto };
  const early = codEligibility(settings.cod, ask);
  if (!early.ok) throw refused(early.reason);
  return { priced, shipping, settings, ask, feePaise: early.feePaise };
}

/** What a cash-on-delivery order of `input` would cost now, fee included, without placing it. */
export async function quoteCodOrder(ctx: AppContext, customerId: number, input: CheckoutInput, standingPercent: number): Promise<OrderTotals> {
  const facts = await readPricingFacts(ctx.db, pricingQuestion(input.lines, input.couponCode, couponCustomer(customerId, input.billing)));
  const { priced, feePaise } = await quoteWithFacts(ctx, customerId, input, facts, standingPercent);
  return { ...priced.totals, codFeePaise: feePaise, totalPaise: priced.totals.totalPaise + feePaise };
}

async function replay(ctx: AppContext, order: OrderRow, customerId: number | null, input: CheckoutInput): Promise<CodOrderPlaced> {
  if (order.paymentMethod !== 'cod' || order.customerId !== customerId || order.email !== input.billing.email) {
    throw new AppError('CONFLICT', 'This checkout was already used. Please refresh the page and place the order again.');
  }
  return present(order, await listOrderLines(ctx.db, order.id));
}

function present(order: OrderRow, lines: OrderLineRow[]): CodOrderPlaced {
  return {
    orderId: order.id,
    orderStatus: order.status,
    orderToken: order.orderToken,
    trackingToken: order.trackingToken,
    totals: presentTotals(order),
    lines: lines.map(presentLine),
    message: statusMessage(order),
  };
}
