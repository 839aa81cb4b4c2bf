import { z } from 'zod';
import { MAX_REVIEW_PHOTOS, REVIEW_SORTS } from '../constants.js';
import { idInUrl } from './fields.js';

/** Reviews from buyers: what a customer writes, what the storefront shows and what the owner moderates. */

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;

/**
 * Plain text only: control characters (other than line breaks) removed, runs of blank lines shortened.
 * Angle brackets stay as typed; every screen shows the text as text, never as HTML.
 */
export function cleanReviewText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const plainText = (max: number, tooLong: string) => z.string().transform(cleanReviewText).pipe(z.string().max(max, tooLong));

export const reviewInput = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int('Choose a rating from 1 to 5 stars')
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  title: plainText(REVIEW_TITLE_MAX, `Keep the title under ${REVIEW_TITLE_MAX} characters`).optional().default(''),
  body: z
    .string({ error: 'Write a few words about the product' })
    .transform(cleanReviewText)
    .pipe(
      z.string().min(REVIEW_BODY_MIN, `Write at least ${REVIEW_BODY_MIN} characters about the product`).max(REVIEW_BODY_MAX, `Keep the review under ${REVIEW_BODY_MAX} characters`),
    ),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const reviewListQuery = z.object({
  sort: z.enum(REVIEW_SORTS, { error: 'Sort by newest or helpful' }).optional().default('newest'),
  page: idInUrl('Choose a valid page').optional().default(1),
});

export const review = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  author: z.string(),
  city: z.string(),
  verified: z.boolean(),
  helpful: z.number().int(),
  /** Whether the customer asking has marked it helpful (false for a visitor). */
  helped: z.boolean(),
  mine: z.boolean(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  /** The buyer's photos, as image URLs (each with its smaller widths beside it, as product pictures have). */
  photos: z.array(z.string()),
});
export type Review = z.infer<typeof review>;

export const reviewSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  /** How many reviews gave each number of stars, index 0 = one star. */
  stars: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

/** What the customer asking may do: write (a delivered buyer), edit their own, or nothing yet. */
export const reviewEligibility = z.enum(['log_in', 'not_delivered', 'can_write', 'written']);
export type ReviewEligibility = z.infer<typeof reviewEligibility>;

export const reviewPage = z.object({
  summary: reviewSummary,
  reviews: z.array(review),
  page: z.number().int(),
  pages: z.number().int(),
  eligibility: reviewEligibility,
  /** The asker's own review, visible or hidden, so they can edit it. */
  mine: review.nullable(),
});
export type ReviewPage = z.infer<typeof reviewPage>;

export const reviewParams = z.object({ id: idInUrl('Review not found') });

/** Admin moderation. */
export const adminReviewQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).default(''),
  visibility: z.enum(['all', 'visible', 'hidden'], { error: 'Choose all, visible or hidden' }).default('all'),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuery>;

export const adminReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  /** Null once the writer erased their account: the review stays, without their name. */
  customer_id: z.number().int().nullable(),
  customer_email: z.string().nullable(),
  author: z.string(),
  city: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  hidden: z.boolean(),
  verified: z.boolean(),
  helpful: z.number().int(),
  reply: z.string().nullable(),
  photos: z.array(z.string()),
  created_at: z.string(),
  edited_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;

/** Which of a review's photos, by its place (0 first). */
const photoInUrl = z.coerce
  .number({ error: 'Photo not found' })
  .int('Photo not found')
  .min(0, 'Photo not found')
  .max(MAX_REVIEW_PHOTOS - 1, 'Photo not found');
/** A photo of the asker's own review of product `id`. */
export const ownReviewPhotoParams = z.object({ id: idInUrl('Product not found'), photo: photoInUrl });
/** A photo of review `id`, for the owner's moderation. */
export const reviewPhotoParams = z.object({ id: idInUrl('Review not found'), photo: photoInUrl });

export const adminReviewUpdate = z
  .object({
    hidden: z.boolean({ error: 'hidden is true or false' }).optional(),
    reply: z
      .string({ error: 'The reply is text' })
      .transform(cleanReviewText)
      .pipe(z.string().max(REVIEW_REPLY_MAX, `Keep the reply under ${REVIEW_REPLY_MAX} characters`))
      .nullable()
      .optional(),
  })
  .refine((v) => v.hidden !== undefined || v.reply !== undefined, { message: 'Say what to change: hidden or reply' });
export type AdminReviewUpdate = z.infer<typeof adminReviewUpdate>;

/** A product's average to one decimal, as cards, the product page and structured data show it. */
export const averageRating = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : 0);
