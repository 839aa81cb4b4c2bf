import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { orders } from './orders';
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
    productName: text('product_name').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);
