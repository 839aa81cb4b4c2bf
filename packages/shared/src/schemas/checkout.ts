import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from '../constants.js';
import { MSG } from '../messages.js';
import { adminOrderStatus } from './order-record.js';
import { frequencyWeeks, id, optionalText, wholeNumber } from './fields.js';
import { billingDetails, deliveryAddress } from './delivery-address.js';

/**
 * POST /checkout and what it answers: the lines the client sends (the server prices them), the order's
 * totals and lines, and the session the browser opens the payment provider's checkout with. Money is integer
 * paise in every field named `…Paise`.
 */
export const checkoutLine = z.object({
  productId: id('Product not found'),
  /** The size bought; left out, the product's default size (decision 042). */
  variantId: id('Size not found').optional(),
  quantity: wholeNumber('Enter the quantity as a whole number')
    .min(MIN_QUANTITY, `The quantity must be at least ${MIN_QUANTITY}`)
    .max(MAX_QUANTITY, `The quantity can be at most ${MAX_QUANTITY}`),
  /**
   * Delivered again every this many weeks (autoship, decision 057): this order is the first delivery, and
   * once it is paid (or, on cash on delivery, confirmed) the shop starts the subscription itself.
   */
  autoshipWeeks: frequencyWeeks.optional(),
});

/** POST /checkout: the server prices this from the database; the client sends no amounts. */
export const checkoutInput = z.object({
  /** One per "Place Order" intent (crypto.randomUUID()); a retried or double-clicked request reuses it. */
  idempotencyKey: z
    .string({ error: 'A checkout key is required' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'A checkout key of 16-100 letters, digits, - or _ is required'),
  billing: billingDetails,
  /** Ship somewhere else than the billing address (the spec's "Ship to a Different Address?"). */
  shipping: deliveryAddress.optional(),
  /** Or ship to one of the logged-in customer's saved addresses; wins over `shipping`. */
  savedAddressId: id('Choose one of your saved addresses').optional(),
  notes: optionalText(1000),
  lines: z.array(checkoutLine).min(1, 'Your cart is empty').max(50, 'Too many different products in one order'),
  couponCode: z.string().trim().max(40, MSG.tooLong).optional(),
  /**
   * The logged-in shopper ticked "Send order updates on WhatsApp" at checkout (never ticked for them):
   * recorded as their consent with the order, so this order's updates already come there. Left out or
   * false changes nothing (unticking is done in the account, or by replying STOP).
   */
  whatsappUpdates: z.boolean({ error: 'Tick the box or leave it' }).optional(),
  /** The saved address the autoship lines' later deliveries go to; left out, `savedAddressId`. */
  autoshipAddressId: id('Choose one of your saved addresses for autoship').optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/**
 * POST /checkout/dismiss: the customer closed the payment window without paying, so the order's held
 * stock goes back on sale now. The provider's order id (from the payment session) names the order.
 */
export const checkoutDismissInput = z.object({
  razorpay_order_id: z.string({ error: 'The payment order id is required' }).trim().min(1, 'The payment order id is required').max(60, MSG.tooLong),
});
export type CheckoutDismissInput = z.infer<typeof checkoutDismissInput>;

export const orderTotals = z.object({
  subtotalPaise: z.number().int(),
  discountPaise: z.number().int(),
  shippingPaise: z.number().int(),
  /** Cash on Delivery's fee, in the total; 0 for an online payment. */
  codFeePaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type OrderTotals = z.infer<typeof orderTotals>;

export const orderLine = z.object({
  productId: z.number().int().nullable(),
  /** The size sold, null once deleted; its label and SKU are copied, as the name is. */
  variantId: z.number().int().nullable(),
  variantLabel: z.string(),
  sku: z.string(),
  /** The product's name, with the size when it is sold in several ("Daily Multi chewable tablets, 120 tablets"). */
  productName: z.string(),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  lineTotalPaise: z.number().int(),
});

export const paymentProviderName = z.enum(['razorpay', 'simulated']);
export type PaymentProviderName = z.infer<typeof paymentProviderName>;

/** The spec's order payload (section 3) for this order, in rupees; the client adds the payment's outcome. */
export const orderPayload = z.object({
  cid: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  country: z.string(),
  mobile: z.string(),
  email: z.string(),
  pamount: z.number(),
  samount: z.number(),
  damount: z.number(),
  tamount: z.number(),
  payment_method: z.string(),
  products: z.array(z.object({ pid: z.number().int(), pname: z.string(), pqty: z.number().int(), prate: z.number(), pprice: z.number(), vid: z.number() })),
  razorpay_order_id: z.string(),
  coupon_code: z.string(),
});
export type OrderPayload = z.infer<typeof orderPayload>;

/** What the browser needs to open the provider's checkout for a pending order. */
export const paymentSession = z.object({
  orderId: z.number().int(),
  orderStatus: adminOrderStatus,
  provider: paymentProviderName,
  /** Razorpay's checkout.js, or the shop's own simulated one; both define `window.Razorpay`. */
  checkoutScriptUrl: z.string(),
  /** Pass to `new Razorpay({ ...razorpayOptions, handler, modal: { ondismiss } })` as they are. */
  razorpayOptions: z.object({
    key: z.string(),
    amount: z.number().int(),
    currency: z.literal('INR'),
    name: z.string(),
    description: z.string(),
    order_id: z.string(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    notes: z.object({ shop_order_id: z.string() }),
    theme: z.object({ color: z.string() }),
    /** A mandate's first payment (autoship lines in the order): the provider's customer, and recurring "1". */
    customer_id: z.string().optional(),
    recurring: z.literal('1').optional(),
  }),
  totals: orderTotals,
  lines: z.array(orderLine),
  coupon: z.object({ code: z.string(), percent: z.number().int() }).nullable(),
  orderPayload,
  /**
   * Lets whoever placed this order (a guest too) read its payment state and reopen its payment
   * (`x-order-token` on GET /orders/:id/payment and POST /orders/:id/pay). Null for orders made without
   * /checkout.
   */
  orderToken: z.string().nullable(),
  /** The order's tracking page (`/track#token=…`), which the Thank-you dialog offers a guest. */
  trackingToken: z.string().nullable(),
});
export type PaymentSession = z.infer<typeof paymentSession>;
