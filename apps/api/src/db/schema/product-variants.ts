import { LOW_STOCK_THRESHOLD, NET_UNITS } from '@canino/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { products } from './products';

/**
 * A size (or flavour) of a product: the unit that is priced, stocked, sold, shipped, invoiced and
 * refunded (decision 042). The product stays what is described, reviewed and dosed. The first by
 * `position` is the product's default: the spec's calls answer its prices, and a line without a
 * variant takes it. Until every reader moves here, the product row's SKU, prices, stock and low-stock
 * columns are the default variant's, kept equal by the database's triggers (migration
 * product-variants-backfill).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The owner's order of the sizes; the lowest is the default. */
    position: integer('position').notNull().default(0),
    sku: text('sku').notNull(),
    /** The size as a shopper reads it on the picker: "60 tablets", "200 g". */
    label: text('label').notNull(),
    /** The declared net quantity (Legal Metrology) in `netUnit`; the unit sale price is computed from it. */
    netQuantity: numeric('net_quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    netUnit: text('net_unit', { enum: NET_UNITS }).notNull(),
    listPricePaise: integer('list_price_paise').notNull(),
    sellingPricePaise: integer('selling_price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(LOW_STOCK_THRESHOLD),
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
    /** Packed weight for the carrier's booking; null: the shop's default parcel weight. */
    weightGrams: integer('weight_grams'),
    /** A picture from the product's gallery shown when this size is chosen; '' for the product's own. */
    image: text('image').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** The size's barcode number (GTIN-8, -12, -13 or -14, check digit verified), for shopping feeds; null: none. */
    gtin: text('gtin'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    // One barcode names one size (several sizes without one are fine: nulls are distinct).
    uniqueIndex('product_variants_gtin_key').on(t.gtin),
    // A search for a SKU as the shopper typed it, in any case, finds its size at once.
    index('product_variants_sku_lower_idx').on(sql`lower(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.position, t.id),
    // As for the product before: the database itself refuses to oversell.
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_low_stock_threshold_nonnegative', sql`${t.lowStockThreshold} >= 0`),
    check('product_variants_prices_positive', sql`${t.sellingPricePaise} > 0 and ${t.listPricePaise} > 0`),
    check('product_variants_net_quantity_positive', sql`${t.netQuantity} > 0`),
    check('product_variants_weight_positive', sql`${t.weightGrams} is null or ${t.weightGrams} > 0`),
  ],
);
