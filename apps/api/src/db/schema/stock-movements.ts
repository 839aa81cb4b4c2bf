import { STOCK_REASONS } from '@canino/shared';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { orders } from './orders';
import { productVariants } from './product-variants';
import { products } from './products';

/**
 * Every change of a product's stock, written in the transaction that makes it (services/stock), so a
 * product's changes add up to its stock: the migration gave each existing product an opening row.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The size whose stock moved (stock is kept per variant); never null since the backfill (which sets NOT NULL). */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Signed: a sale of two is −2. */
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    /** `admin:<email>`, `customer`, `webhook:razorpay`, `import`…: who or what made it. */
    actor: text('actor').notNull(),
    /** The admin who made it, when one did. */
    adminId: integer('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.id), index('stock_movements_variant_idx').on(t.variantId, t.id)],
);
