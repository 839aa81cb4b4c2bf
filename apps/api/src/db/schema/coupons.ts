import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    /** percent, flat or free_delivery (COUPON_KINDS). */
    kind: text('kind', { enum: ['percent', 'flat', 'free_delivery'] })
      .notNull()
      .default('percent'),
    /** 0 unless the kind is percent. */
    percent: integer('percent').notNull(),
    /** A percent coupon's most off, in paise; null for no cap. */
    capPaise: integer('cap_paise'),
    /** A flat coupon's paise off the goods. */
    flatPaise: integer('flat_paise'),
    /** The fewest items an order must hold ("buy 3 or more"); null for any number. */
    minQuantity: integer('min_quantity'),
    active: boolean('active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    /** Only for a customer (account, email or phone) with no order placed yet. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** How many of one customer's orders may carry the coupon; null for no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    /** Listed to shoppers (product pages, the cart); false keeps the coupon for those given its code. */
    shown: boolean('shown').notNull().default(false),
    /**
     * What the coupon covers (CouponScope): categories, products and sizes by id; all three empty for the
     * whole order. Ids, not rows: a product deleted later is simply no longer covered.
     */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    variantIds: integer('variant_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check(
      'coupons_kind_terms',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100 and ${t.flatPaise} is null and (${t.capPaise} is null or ${t.capPaise} > 0))
        or (${t.kind} = 'flat' and ${t.percent} = 0 and ${t.capPaise} is null and ${t.flatPaise} > 0)
        or (${t.kind} = 'free_delivery' and ${t.percent} = 0 and ${t.capPaise} is null and ${t.flatPaise} is null)`,
    ),
    check('coupons_min_quantity_positive', sql`${t.minQuantity} is null or ${t.minQuantity} >= 1`),
    check('coupons_per_customer_limit_positive', sql`${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1`),
  ],
);
