import { specOrderContact, type CreateOrderInput, type CreateOrderResult } from '@canino/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { badInput } from '../../errors';
import { insertNewOrder } from '../../repositories/orders';
import { findPaymentAndOrder } from '../../repositories/payments';
import type { ProviderPayment } from '../../ports/payment-provider';
import { checkPayment } from '../payments/verify-payment';
import { CUSTOMER_ACTOR, notVerified, settleRecordedOrder, type PaymentClaim } from './settle-recorded-order';
import { createOrderResult } from './order-outcome';
import { refreshAfterSettlement } from './notify-order';
import { splitName } from './order-address';
import { readCheckoutSettings } from '../delivery/checkout-settings';
import { couponCustomer, orderCouponPercent, priceOrder, toOrderLines } from './price-order';
import { shopProfile } from './shop-profile';
import { trackingToken } from '../tokens';
import { applyFailureInTx, applyPaymentInTx, finishSettlementInTx } from './settle-payment';
import { assertTransition } from './order-transition';

/**
 * create_order from a client that never called /checkout (the spec's original storefront): the order is
 * built from the payload, priced from the database, and recorded whatever the payment's outcome — paid,
 * failed, or money taken for the wrong amount — so nothing the customer did is lost.
 */
export async function createSpecOrder(ctx: AppContext, customerId: number | null, input: CreateOrderInput, claim: PaymentClaim): Promise<CreateOrderResult> {
  let fetched: ProviderPayment | null | undefined;
  if (claim.paymentId) {
    const known = await findPaymentAndOrder(ctx.db, { providerPaymentId: claim.paymentId });
    if (known) return settleRecordedOrder(ctx, known, claim);
    fetched = await ctx.payments.fetchPayment(claim.paymentId);
    // A payment for one of our provider orders, reported without razorpay_order_id.
    if (fetched?.orderId) {
      const found = await findPaymentAndOrder(ctx.db, { providerOrderId: fetched.orderId });
      if (!found) throw notVerified('This payment belongs to another order');
      return settleRecordedOrder(ctx, found, claim, fetched);
    }
  }

  const parsed = specOrderContact.safeParse(input);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'request', i.message]));
    throw badInput(Object.values(errors)[0]!, errors);
  }
  const c = parsed.data;
  // The owner's fee, whatever samount the client sent.
  const { shipping } = await readCheckoutSettings(ctx);
  const priced = await priceOrder(
    ctx,
    c.products.map((p) => ({ productId: p.pid, variantId: specVariantId(p.vid), quantity: p.pqty })),
    input.coupon_code,
    {
      strictCoupon: false,
      shipping,
      customer: couponCustomer(customerId, c),
    },
  );
  const verdict = claim.paymentId ? await checkPayment(ctx.payments, claim.paymentId, { providerOrderId: null, amountPaise: priced.totals.totalPaise }, fetched) : null;
  if (claim.paid && (!verdict || verdict.kind === 'rejected')) throw notVerified(verdict?.reason ?? 'No payment id');
  const money = verdict && verdict.kind !== 'rejected' ? verdict : null;
  if (money?.kind === 'mismatch') ctx.log.error({ paymentId: money.payment.id, reason: money.reason }, 'payment taken for the wrong amount');

  const { firstName, lastName } = splitName(c.name);
  const shop = await shopProfile(ctx);
  try {
    const settlement = await ctx.db.transaction(async (tx) => {
      assertTransition('place', null, 'pending_payment');
      const created = await insertNewOrder(tx, {
        order: {
          customerId,
          status: 'pending_payment',
          trackingToken: trackingToken(),
          email: c.email,
          mobile: c.mobile,
          billing: {
            firstName,
            lastName,
            address: c.address,
            city: c.city,
            district: c.district || c.city,
            state: c.state,
            pincode: c.pincode,
            country: c.country,
            mobile: c.mobile,
          },
          ...priced.totals,
          couponCode: priced.coupon?.code ?? null,
          couponPercent: priced.coupon ? orderCouponPercent(priced.coupon) : null,
        },
        // The spec's call knows nothing of autoship.
        lines: toOrderLines(priced, []),
        payment: money
          ? { provider: ctx.payments.name, providerOrderId: null, providerPaymentId: money.payment.id, amountPaise: money.payment.amountPaise, currency: money.payment.currency }
          : null,
        actor: CUSTOMER_ACTOR,
      });
      const { order, lines, payment } = created!;
      const s =
        money?.kind === 'captured'
          ? await applyPaymentInTx(tx, order, { paymentRowId: payment!.id, providerPaymentId: money.payment.id }, CUSTOMER_ACTOR, ctx.now(), lines, ctx.config.minShelfLifeDays)
          : await applyFailureInTx(tx, order, { paymentRowId: payment?.id ?? null, reason: money?.reason ?? claim.failureReason }, CUSTOMER_ACTOR);
      await (
        await finishSettlementInTx(tx, ctx, s, shop)
      ).last;
      return s;
    });
    refreshAfterSettlement(ctx, settlement);
    return createOrderResult(settlement.order);
  } catch (err) {
    // The same payment reported twice at once: the first request recorded it; answer as it did.
    const known = claim.paymentId && isUniqueViolation(err) ? await findPaymentAndOrder(ctx.db, { providerPaymentId: claim.paymentId }) : undefined;
    if (!known) throw err;
    return settleRecordedOrder(ctx, known, claim);
  }
}

/** The spec's `vid` (sent as a fixed 0 by its client) names the size; 0 or none is the product's default size. */
function specVariantId(vid: number | string | undefined): number | undefined {
  const n = Number(vid);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
