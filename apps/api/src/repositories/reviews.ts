import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminReviewQuery, ReviewSort } from '@canino/shared';
import type { Db } from '../db/client';
import { customers, orderLines, orders, products, reviews, reviewVotes } from '../db/schema';
import { containsPattern, offsetOf } from './paging';

export type ReviewRow = typeof reviews.$inferSelect;

/** The customer's latest delivered order holding the product: what makes a review a verified purchase. */
export async function findDeliveredPurchase(db: Db, customerId: number, productId: number) {
  const [row] = await db
    .select({ orderId: orders.id, billing: orders.billing, shipping: orders.shipping })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'delivered'), eq(orderLines.productId, productId)))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(1);
  return row;
}

export async function findCustomerName(db: Db, customerId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: customers.ownerName }).from(customers).where(eq(customers.id, customerId));
  return row?.name;
}

export async function findOwnReview(db: Db, productId: number, customerId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.customerId, customerId)));
  return row;
}

/** A review locked to the end of the transaction: what a change of its photos reads and writes. */
export async function lockReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** Inserts unless the customer already reviewed the product (the unique key decides, races included). */
export async function insertReview(db: Db, values: typeof reviews.$inferInsert): Promise<ReviewRow | undefined> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateReview(db: Db, id: number, values: Partial<typeof reviews.$inferInsert>): Promise<ReviewRow | undefined> {
  const [row] = await db.update(reviews).set(values).where(eq(reviews.id, id)).returning();
  return row;
}

export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** Recounts the product's rating from its visible reviews; call in the transaction that changed them. */
export async function refreshProductRating(db: Db, productId: number): Promise<void> {
  await db
    .update(products)
    .set({
      ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId} and not ${reviews.hidden})`,
      ratingSum: sql`(select coalesce(sum(${reviews.rating}), 0)::int from ${reviews} where ${reviews.productId} = ${productId} and not ${reviews.hidden})`,
    })
    .where(eq(products.id, productId));
}

/** How many visible reviews gave 1…5 stars. */
export async function countStars(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .groupBy(reviews.rating);
  return [1, 2, 3, 4, 5].map((stars) => rows.find((r) => r.rating === stars)?.n ?? 0);
}

/** A page of the product's visible reviews, each with whether `viewerId` marked it helpful. */
export async function listVisibleReviews(db: Db, productId: number, opts: { sort: ReviewSort; page: number; pageSize: number; viewerId: number | null }) {
  const order = opts.sort === 'helpful' ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
  return db
    .select({ review: reviews, helped: sql<boolean>`${reviewVotes.customerId} is not null` })
    .from(reviews)
    .leftJoin(reviewVotes, and(eq(reviewVotes.reviewId, reviews.id), eq(reviewVotes.customerId, opts.viewerId ?? 0)))
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
    .orderBy(...order)
    .limit(opts.pageSize)
    .offset(offsetOf(opts));
}

/** Adds or removes the customer's vote and recounts, in the caller's transaction. */
export async function setVote(db: Db, reviewId: number, customerId: number, helpful: boolean): Promise<number> {
  if (helpful) await db.insert(reviewVotes).values({ reviewId, customerId }).onConflictDoNothing();
  else await db.delete(reviewVotes).where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.customerId, customerId)));
  const [row] = await db
    .update(reviews)
    .set({ helpfulCount: sql`(select count(*)::int from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviewId})` })
    .where(eq(reviews.id, reviewId))
    .returning({ helpful: reviews.helpfulCount });
  return row?.helpful ?? 0;
}

// A review whose writer erased their account stays listed, with no one to email (decision 049).
const adminColumns = { review: reviews, productName: products.name, customerEmail: customers.email };

export async function listReviewsPage(db: Db, q: AdminReviewQuery) {
  const where: SQL[] = [];
  if (q.visibility === 'visible') where.push(eq(reviews.hidden, false));
  if (q.visibility === 'hidden') where.push(eq(reviews.hidden, true));
  if (q.q) {
    const p = containsPattern(q.q);
    where.push(or(ilike(reviews.body, p), ilike(reviews.title, p), ilike(reviews.authorName, p), ilike(products.name, p), ilike(customers.email, p))!);
  }
  const filter = where.length ? and(...where) : undefined;
  const base = () => db.select(adminColumns).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).leftJoin(customers, eq(customers.id, reviews.customerId));
  const rows = await base().where(filter).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(q.pageSize).offset(offsetOf(q));
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(customers, eq(customers.id, reviews.customerId))
    .where(filter);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminReview(db: Db, id: number) {
  const [row] = await db
    .select(adminColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(customers, eq(customers.id, reviews.customerId))
    .where(eq(reviews.id, id));
  return row;
}
