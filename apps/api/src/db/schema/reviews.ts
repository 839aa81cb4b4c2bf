import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { customers } from './customers';
import { orders } from './orders';
import { products } from './products';

/**
 * A buyer's rating and words about one product: one per product and customer, editable. Only a customer
 * with a delivered order of the product may write one, and `orderId` names that order ("Verified purchase").
 * Name and city are copied when written, so the review reads the same when the account changes.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the writer's account is erased: the review stays, without their name (decision 049). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    authorCity: text('author_city').notNull().default(''),
    /** Hidden by the owner: kept, but neither shown nor counted in the product's rating. */
    hidden: boolean('hidden').notNull().default(false),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** The buyer's photos (stored image URLs, at most MAX_REVIEW_PHOTOS), shown and hidden with the review. */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_product_customer_key').on(t.productId, t.customerId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_photos_count', sql`cardinality(${t.photos}) <= 3`),
  ],
);

/** "Helpful" votes: one per review and customer, so the count cannot be pumped. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.customerId] })],
);
