import type { AdminReview, Review } from '@canino/shared';
import type { ReviewRow } from '../../repositories/reviews';

/** A review as the storefront shows it; `viewerId` is the customer asking, if any. */
export function presentReview(r: ReviewRow, viewerId: number | null, helped: boolean): Review {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author: r.authorName,
    city: r.authorCity,
    verified: r.orderId !== null,
    helpful: r.helpfulCount,
    helped,
    mine: viewerId !== null && r.customerId === viewerId,
    created_at: r.createdAt.toISOString(),
    edited_at: r.editedAt?.toISOString() ?? null,
    reply: r.reply,
    replied_at: r.repliedAt?.toISOString() ?? null,
    photos: r.photos,
  };
}

export function presentAdminReview(row: { review: ReviewRow; productName: string; customerEmail: string | null }): AdminReview {
  const r = row.review;
  return {
    id: r.id,
    product_id: r.productId,
    product_name: row.productName,
    customer_id: r.customerId,
    customer_email: row.customerEmail,
    author: r.authorName,
    city: r.authorCity,
    rating: r.rating,
    title: r.title,
    body: r.body,
    hidden: r.hidden,
    verified: r.orderId !== null,
    helpful: r.helpfulCount,
    reply: r.reply,
    photos: r.photos,
    created_at: r.createdAt.toISOString(),
    edited_at: r.editedAt?.toISOString() ?? null,
  };
}
