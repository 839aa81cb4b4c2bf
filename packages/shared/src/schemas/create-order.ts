import { z } from 'zod';
import { MSG } from '../messages.js';
import { adminOrderStatus } from './order-record.js';
import { email, id, mobile, pincode, requiredText } from './fields.js';
import { indianCountry, indianState } from './delivery-address.js';
import { checkoutLine } from './checkout.js';

/**
 * The spec's POST /create_order: its payload plus optional Razorpay fields, in rupees as the spec sends them,
 * and its answer.
 */
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
