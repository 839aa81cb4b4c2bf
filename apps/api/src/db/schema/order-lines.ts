import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);
