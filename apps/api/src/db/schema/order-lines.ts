import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { productVariants } from './product-variants';
import { products } from './products';

/** Name and price are copied at order time: the invoice must not change when the catalog does. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The size sold; null for a line whose size was deleted since (the copied texts still name it). */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The product's name with the size when it has several ("Daily Multi chewable tablets, 120 tablets"). */
    productName: text('product_name').notNull(),
    variantLabel: text('variant_label').notNull().default(''),
    sku: text('sku').notNull().default(''),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /**
     * Bought on autoship: delivered again every this many weeks (decision 057). The shop starts the
     * subscription from the order once it is paid or, on cash on delivery, confirmed.
     */
    autoshipWeeks: smallint('autoship_weeks'),
    /**
     * Whether the order's coupon covered the line (a coupon for some goods only): the invoice and a
     * return share the discount among covered lines alone. True for orders with a whole-order coupon or none.
     */
    couponApplies: boolean('coupon_applies').notNull().default(true),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_autoship_weeks_range', sql`${t.autoshipWeeks} between 2 and 16`)],
);
