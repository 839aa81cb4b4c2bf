import { DEFAULT_COUNTRY_OF_ORIGIN, DEFAULT_OPTION_NAME, DEFAULT_PRODUCT_TAX, LOW_STOCK_THRESHOLD, type DosageBand, type DoseUnit, type LifeStage } from '@canino/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './categories';
import { timestamps } from './columns';
import { makers } from './makers';

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    /** What the product's variants differ by, as the size picker names it: "Pack size", "Flavour". */
    optionName: text('option_name').notNull().default(DEFAULT_OPTION_NAME),
    slug: text('slug').notNull(),
    /**
     * The owner's stock-keeping code, shown on the product page and in structured data. A product saved
     * without one (or before the column existed) gets a random code the owner can replace in the admin.
     */
    sku: text('sku')
      .notNull()
      .default(sql`'CAN-' || upper(substr(md5(random()::text), 1, 8))`),
    listPricePaise: integer('list_price_paise').notNull(),
    sellingPricePaise: integer('selling_price_paise').notNull(),
    detailsHtml: text('details_html').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    /** HSN code (4–8 digits) and GST rate (%) the tax invoice prints; prices include the GST. */
    hsnCode: text('hsn_code').notNull().default(DEFAULT_PRODUCT_TAX.hsnCode),
    gstRate: integer('gst_rate').notNull().default(DEFAULT_PRODUCT_TAX.gstRate),
    active: boolean('active').notNull().default(true),
    /** At or below this stock the owner is emailed; `lowStockAlerted` says that email went for the current dip (rules/low-stock.ts). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(LOW_STOCK_THRESHOLD),
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
    /** False for a product the owner takes no returns of (the product page says so; a return of it is refused). */
    returnable: boolean('returnable').notNull().default(true),
    /** Dosage as data (all null: the product has none): units in a pack, their name, units a day by weight band. */
    packSize: numeric('pack_size', { precision: 10, scale: 2, mode: 'number' }),
    doseUnit: text('dose_unit').$type<DoseUnit>(),
    dosageBands: jsonb('dosage_bands').$type<DosageBand[]>(),
    /** The life stage the product is made for, if only one. */
    lifeStage: text('life_stage').$type<LifeStage>(),
    /**
     * Legal Metrology declarations (decision 051): who made it, and who packed or imported it when another
     * (null: the manufacturer packed it; not imported), where it comes from, its common name, and how many
     * months from manufacture it keeps. A product is not put on sale while one is missing.
     */
    manufacturerId: integer('manufacturer_id').references(() => makers.id),
    packerId: integer('packer_id').references(() => makers.id),
    importerId: integer('importer_id').references(() => makers.id),
    countryOfOrigin: text('country_of_origin').notNull().default(DEFAULT_COUNTRY_OF_ORIGIN),
    genericName: text('generic_name').notNull().default(''),
    bestBeforeMonths: integer('best_before_months'),
    /** Of the visible reviews, kept by the review service in the review's transaction (decision 020). */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_category_idx').on(t.categoryId),
    // The database itself refuses to oversell, whatever the code above it does.
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_low_stock_threshold_nonnegative', sql`${t.lowStockThreshold} >= 0`),
    check('products_gst_rate', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
    check('products_prices_positive', sql`${t.sellingPricePaise} > 0 and ${t.listPricePaise} > 0`),
    check('products_best_before_months', sql`${t.bestBeforeMonths} is null or ${t.bestBeforeMonths} between 1 and 120`),
  ],
);
