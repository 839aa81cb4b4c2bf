import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY } from '../constants.js';
import { MSG } from '../messages.js';
import { indianStateName } from '../rules/india-states.js';
import { paged } from './admin-common.js';
import { adminOrderStatus, orderAddress } from './order-record.js';
import { customerRefund } from './refunds.js';
import { email, id, mobile, optionalText, pincode, requiredText, wholeNumber } from './fields.js';
import { shipmentTracking } from './shipments.js';

/**
 * The storefront's order calls (docs/api/orders.md): checkout, the spec's create_order, the customer's
 * own orders. Money is integer paise in every field named `…Paise`; the spec's create_order fields stay
 * in rupees as the spec sends them.
 */

export const indianState = () =>
  requiredText(MSG.stateRequired, 60).transform((v, ctx) => {
    const name = indianStateName(v);
    if (!name) ctx.addIssue({ code: 'custom', message: 'Choose a state or union territory of India' });
    return name ?? v;
  });

/** Only Indian addresses: prices are in rupees and the shop ships within India. */
export const indianCountry = () =>
  requiredText(MSG.countryRequired, 60)
    .refine((v) => /^(india|in|bharat)$/i.test(v), 'We deliver within India only')
    .transform(() => 'India');

/** A delivery address as the checkout form collects it (spec section 5, with real state and district). */
export const deliveryAddress = z.object({
  firstName: requiredText(MSG.firstNameRequired, 60),
  lastName: requiredText(MSG.lastNameRequired, 60),
  country: indianCountry(),
  address: requiredText(MSG.addressRequired, 300),
  city: requiredText(MSG.cityRequired, 100),
  district: requiredText(MSG.districtRequired, 100),
  state: indianState(),
  pincode: pincode(MSG.postcodeRequired),
  mobile: mobile(MSG.phoneRequired),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const billingDetails = deliveryAddress.extend({ email: email(MSG.emailRequired, MSG.checkoutEmailInvalid) });
export type BillingDetails = z.infer<typeof billingDetails>;

export const checkoutLine = z.object({
  productId: id('Product not found'),
  /** The size bought; left out, the product's default size (decision 042). */
  variantId: id('Size not found').optional(),
  quantity: wholeNumber('Enter the quantity as a whole number')
    .min(MIN_QUANTITY, `The quantity must be at least ${MIN_QUANTITY}`)
    .max(MAX_QUANTITY, `The quantity can be at most ${MAX_QUANTITY}`),
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

const rupeesIgnored = z.number().optional();

/**
 * POST /create_order, the spec's payload plus optional Razorpay fields. The amounts, names and prices
 * the client sends are not trusted: the server prices the order itself and verifies the payment.
 */
export const createOrderInput = z.object({
  cid: z.union([z.number(), z.string().max(20)]).optional(),
  name: z.string().trim().max(120, MSG.tooLong).optional(),
  address: z.string().trim().max(300, MSG.tooLong).optional(),
  city: z.string().trim().max(100, MSG.tooLong).optional(),
  pincode: z.string().trim().max(10, MSG.tooLong).optional(),
  district: z.string().trim().max(100, MSG.tooLong).optional(),
  state: z.string().trim().max(60, MSG.tooLong).optional(),
  country: z.string().trim().max(60, MSG.tooLong).optional(),
  mobile: z.string().trim().max(20, MSG.tooLong).optional(),
  email: z.string().trim().max(254, MSG.tooLong).optional(),
  pamount: rupeesIgnored,
  samount: rupeesIgnored,
  damount: rupeesIgnored,
  tamount: rupeesIgnored,
  payment_method: z.string().max(40).optional(),
  products: z
    .array(
      z.object({
        pid: id('Product not found'),
        pname: z.string().max(300).optional(),
        pqty: checkoutLine.shape.quantity,
        prate: rupeesIgnored,
        pprice: rupeesIgnored,
        vid: z.number().optional(),
      }),
    )
    .max(50, 'Too many different products in one order')
    .optional(),
  payment_type: z.union([z.literal(0), z.literal(1)], {
    error: 'payment_type must be 1 (paid) or 0 (failed)',
  }),
  payment_id: z.string().trim().max(100, MSG.tooLong).optional(),
  razorpay_order_id: z.string().trim().max(100, MSG.tooLong).optional(),
  razorpay_signature: z.string().trim().max(200, MSG.tooLong).optional(),
  coupon_code: z.string().trim().max(40, MSG.tooLong).optional(),
  /** The provider's failure description, kept on the order for the shop. */
  failure_reason: z.string().trim().max(500, MSG.tooLong).optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderInput>;

/**
 * The contact fields of a create_order payload from a client that never called /checkout (the spec's
 * original storefront), checked as strictly as the checkout form checks them.
 */
export const specOrderContact = z.object({
  name: requiredText(MSG.nameRequired, 120),
  address: requiredText(MSG.addressRequired, 300),
  city: requiredText(MSG.cityRequired, 100),
  district: z.string().trim().max(100, MSG.tooLong).optional(),
  state: indianState(),
  pincode: pincode(MSG.postcodeRequired),
  country: indianCountry(),
  mobile: mobile(MSG.phoneRequired),
  email: email(MSG.emailRequired, MSG.checkoutEmailInvalid),
  products: z.array(z.object({ pid: z.number(), pqty: z.number(), vid: z.union([z.number(), z.string()]).optional() })).min(1, 'Your cart is empty'),
});

export const paymentStatus = z.enum(['created', 'paid', 'failed']);

/** status 1 only for an order whose payment the server verified; status 0 says why not. */
export const createOrderResult = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
  data: z.object({ orderId: z.number().int(), orderStatus: adminOrderStatus, paymentStatus: paymentStatus.nullable() }),
});
export type CreateOrderResult = z.infer<typeof createOrderResult>;

export const CUSTOMER_ORDERS_PAGE_SIZE = 10;
export const customerOrdersQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const customerOrderSummary = z.object({
  orderId: z.number().int(),
  status: adminOrderStatus,
  statusLabel: z.string(),
  createdAt: z.string(),
  totalPaise: z.number().int(),
  itemCount: z.number().int(),
  /** "Joint Care Chews × 2, Coat Oil" — enough to recognise the order in a list. */
  itemsPreview: z.string(),
  /** True while the order awaits a (new) payment attempt: POST /orders/:id/pay reopens the checkout. */
  canPay: z.boolean(),
  /** Until when it can be paid (ISO), while it awaits payment; after that it is expired. */
  payBy: z.string().nullable(),
});
export type CustomerOrderSummary = z.infer<typeof customerOrderSummary>;
export const customerOrdersPage = paged(customerOrderSummary);

export const customerOrderDetail = customerOrderSummary.extend({
  /** A sentence for the customer about where the order stands and what happens next. */
  statusMessage: z.string(),
  paidAt: z.string().nullable(),
  email: z.string(),
  mobile: z.string(),
  billing: orderAddress,
  shipping: orderAddress.nullable(),
  notes: z.string(),
  lines: z.array(orderLine),
  totals: orderTotals,
  coupon: z.object({ code: z.string(), percent: z.number().int() }).nullable(),
  payment: z.object({ provider: paymentProviderName, status: paymentStatus, paymentId: z.string().nullable() }).nullable(),
  trackingNumber: z.string().nullable(),
  /** The courier's parcel and its tracking events, once the order has a shipment. */
  shipment: shipmentTracking.nullable(),
  /** The order's tax invoice, once issued (GET /orders/:id/invoice.pdf). */
  invoiceNumber: z.string().nullable(),
  history: z.array(z.object({ status: adminOrderStatus, statusLabel: z.string(), at: z.string() })),
  /** Money given back for this order, oldest first (failed attempts left out: nothing reached the customer). */
  refunds: z.array(customerRefund),
});
export type CustomerOrderDetail = z.infer<typeof customerOrderDetail>;

/**
 * GET /orders/:id/payment: where an order's payment stands, for the browser that paid and did not hear
 * create_order's answer. `outcome` is all it needs: `paid` (show the success), `failed` (the server
 * says it did not go through, or the order can no longer be paid; `message` says which) or `pending`
 * (no word from the provider yet: ask again).
 */
export const orderPaymentState = z.object({
  orderId: z.number().int(),
  orderStatus: adminOrderStatus,
  paymentStatus: paymentStatus.nullable(),
  outcome: z.enum(['paid', 'failed', 'pending']),
  message: z.string(),
  canPay: z.boolean(),
});
export type OrderPaymentState = z.infer<typeof orderPaymentState>;
