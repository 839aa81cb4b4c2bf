import { z } from 'zod';
import { MSG } from '../messages.js';
import { email, id } from './fields.js';

/**
 * POST /products/{id}/notify-me: "tell me when it is back" for a sold-out size (the default one when
 * `variantId` is left out). A logged-in customer sends nothing else; a guest gives the email to write to.
 */
export const stockAlertInput = z.object({
  variantId: id('Size not found').optional(),
  email: email(MSG.emailRequired, MSG.checkoutEmailInvalid).optional(),
});
export type StockAlertInput = z.infer<typeof stockAlertInput>;

export const stockAlertAnswer = z.object({
  /** Where the email will go: the guest's address; null for a customer (their account's). */
  email: z.string().nullable(),
});

/** The owner's list: each sold-out size shoppers wait for, with how many and since when. */
export const waitingSize = z.object({
  productId: z.number().int(),
  productName: z.string(),
  variantId: z.number().int(),
  sizeLabel: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  waiting: z.number().int(),
  since: z.string(),
});
export type WaitingSize = z.infer<typeof waitingSize>;
