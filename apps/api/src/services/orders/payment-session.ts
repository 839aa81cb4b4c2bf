import { paiseToRupees, PAYMENT_METHOD_LABEL, type PaymentSession } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict } from '../../errors';
import type { OrderLineRow, OrderRow } from '../../repositories/orders';
import type { PaymentRow } from '../../repositories/payments';
import { shopProfile } from './shop-profile';
import { fullName } from './order-address';

/** The shop's green, so the provider's window looks like part of the shop. */
const THEME_COLOR = '#2f5d50';

export function presentLine(l: OrderLineRow) {
  return {
    productId: l.productId,
    variantId: l.variantId,
    variantLabel: l.variantLabel,
    sku: l.sku,
    productName: l.productName,
    unitPricePaise: l.unitPricePaise,
    quantity: l.quantity,
    lineTotalPaise: l.lineTotalPaise,
  };
}

export function presentTotals(o: OrderRow) {
  return { subtotalPaise: o.subtotalPaise, discountPaise: o.discountPaise, shippingPaise: o.shippingPaise, codFeePaise: o.codFeePaise, totalPaise: o.totalPaise };
}

export const presentCoupon = (o: OrderRow) => (o.couponCode ? { code: o.couponCode, percent: o.couponPercent ?? 0 } : null);

/** Everything the browser needs to open the provider's checkout for this order, and to report back. */
export async function presentPaymentSession(ctx: Pick<AppContext, 'db' | 'payments'>, order: OrderRow, lines: OrderLineRow[], payment: PaymentRow): Promise<PaymentSession> {
  const { providerOrderId } = payment;
  // A payment made without a provider order (the spec's original client) has no checkout to reopen.
  if (!providerOrderId) throw conflict(`Order #${order.id} cannot be paid again here. Please place the order again.`);
  const shop = await shopProfile(ctx);
  const deliverTo = order.shipping ?? order.billing;
  const name = fullName(order.billing);
  return {
    orderId: order.id,
    orderStatus: order.status,
    provider: payment.provider,
    checkoutScriptUrl: ctx.payments.checkoutScriptUrl,
    razorpayOptions: {
      key: ctx.payments.keyId,
      amount: payment.amountPaise,
      currency: 'INR',
      name: shop.name,
      description: `Order #${order.id}`,
      order_id: providerOrderId,
      prefill: { name, email: order.email, contact: `+91${order.mobile}` },
      notes: { shop_order_id: String(order.id) },
      theme: { color: THEME_COLOR },
      // A mandate's first payment: Razorpay's checkout offers UPI AutoPay and card e-mandates for it.
      ...(payment.providerCustomerId ? { customer_id: payment.providerCustomerId, recurring: '1' as const } : {}),
    },
    totals: presentTotals(order),
    lines: lines.map(presentLine),
    coupon: presentCoupon(order),
    orderToken: order.orderToken,
    trackingToken: order.trackingToken,
    orderPayload: {
      cid: order.customerId ?? 0,
      name: fullName(deliverTo),
      address: deliverTo.address,
      city: deliverTo.city,
      pincode: deliverTo.pincode,
      district: deliverTo.district,
      state: deliverTo.state,
      country: deliverTo.country,
      mobile: deliverTo.mobile,
      email: order.email,
      pamount: paiseToRupees(order.subtotalPaise),
      samount: paiseToRupees(order.shippingPaise),
      damount: paiseToRupees(order.discountPaise),
      tamount: paiseToRupees(order.totalPaise),
      payment_method: PAYMENT_METHOD_LABEL,
      products: lines.map((l) => ({
        pid: l.productId ?? 0,
        pname: l.productName,
        pqty: l.quantity,
        prate: paiseToRupees(l.unitPricePaise),
        pprice: paiseToRupees(l.lineTotalPaise),
        vid: l.variantId ?? 0,
      })),
      razorpay_order_id: providerOrderId,
      coupon_code: order.couponCode ?? '',
    },
  };
}
