import { ADMIN_ORDER_STATUSES, type AdminOrderStatus, type OrderAddress } from '@canino/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { addresses } from './addresses';
import { customers } from './customers';
import { products } from './products';

/** The status list and the address shape are the shared contract's, so the column and the API agree. */
export type OrderStatus = AdminOrderStatus;
export type ShippingAddress = OrderAddress;

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ADMIN_ORDER_STATUSES }).notNull().default('pending_payment'),
    /** A retried request with the same key returns the same order instead of making another. */
    idempotencyKey: text('idempotency_key'),
    /**
     * A random secret returned at checkout that lets whoever placed the order (a guest too) read its
     * payment state and pay it again. Kept as it is, not hashed: a retried checkout must return it
     * again, and it reveals no more than the idempotency key beside it already does.
     */
    orderToken: text('order_token'),
    /**
     * The random part of the order's public tracking page, /track/<token>, linked from every email to a
     * guest: status and items only, so it may travel in a URL, unlike orderToken. The shipment's tracking
     * link is this same page.
     */
    trackingToken: text('tracking_token'),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    billing: jsonb('billing').$type<ShippingAddress>().notNull(),
    shipping: jsonb('shipping').$type<ShippingAddress>(),
    notes: text('notes').notNull().default(''),
    /** The saved address the autoship lines' later deliveries go to; null without autoship lines. */
    autoshipAddressId: integer('autoship_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** 'online' (paid through the payment provider before dispatch) or 'cod' (cash collected on delivery). */
    paymentMethod: text('payment_method', { enum: ['online', 'cod'] })
      .notNull()
      .default('online'),
    /** Cash on delivery's fee, included in total_paise; 0 for an online payment. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    couponPercent: integer('coupon_percent'),
    trackingNumber: text('tracking_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Until when the order's quantities and coupon use are set aside for it while the customer pays
     * (decision 009). It counts only while the order awaits payment; null once released or sold.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The product that ran out when a paid order could not be filled (a refund-due order), kept as a fact. */
    soldOutProductId: integer('sold_out_product_id').references(() => products.id, { onDelete: 'set null' }),
    soldOutProductName: text('sold_out_product_name'),
    /**
     * The hash of the secret in a cash-on-delivery order's Confirm / Cancel link (decision 063), sent by email
     * to the shopper alone; the link works only while the order awaits confirmation.
     */
    codConfirmTokenHash: text('cod_confirm_token_hash'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('orders_tracking_token_idx').on(t.trackingToken),
    uniqueIndex('orders_cod_confirm_token_idx').on(t.codConfirmTokenHash),
    index('orders_customer_idx').on(t.customerId),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // Active holds are found by a range scan over the few orders still holding stock.
    // Open COD orders per phone number (the abuse guard) are counted through this.
    index('orders_cod_mobile_idx')
      .on(t.mobile)
      .where(sql`${t.paymentMethod} = 'cod'`),
    // A delivery pincode's COD orders of the last months (its RTO rate at checkout, decision 066).
    index('orders_cod_pincode_idx')
      .on(sql`(coalesce(${t.shipping}, ${t.billing}) ->> 'pincode')`, t.createdAt)
      .where(sql`${t.paymentMethod} = 'cod'`),
    // A coupon's uses by one customer are counted at checkout among the orders that carry it.
    index('orders_coupon_code_idx')
      .on(t.couponCode)
      .where(sql`${t.couponCode} is not null`),
    index('orders_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.holdExpiresAt} is not null`),
    check('orders_total_nonnegative', sql`${t.totalPaise} >= 0`),
  ],
);
