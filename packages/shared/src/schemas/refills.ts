import { z } from 'zod';
import { product, productVariant } from './catalog.js';
import { shopDate } from './fields.js';
import { linkToken } from './account-privacy.js';

export const refill = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  productImage: z.string(),
  petName: z.string().nullable(),
  orderId: z.number().int(),
  quantity: z.number().int(),
  runsOutOn: z.string(),
  remindOn: z.string(),
  state: z.enum(['scheduled', 'reminded']),
  productMuted: z.boolean(),
});
export type Refill = z.infer<typeof refill>;

export const refillOverview = z.object({ remindersOn: z.boolean(), daysBefore: z.number().int(), refills: z.array(refill) });
export type RefillOverview = z.infer<typeof refillOverview>;

export const snoozeInput = z.object({ until: shopDate('Choose a valid day') });
export const remindersSwitch = z.object({ on: z.boolean({ error: 'Say on or off' }) });
export const productReminderSwitch = z.object({ productId: z.number({ error: 'Product not found' }).int().positive(), on: z.boolean({ error: 'Say on or off' }) });

/** The random token of a reminder's links. */
export const refillToken = linkToken;

/**
 * What a reminder's one-click link puts in the cart: the product, and the size delivered when the product
 * is on sale in several (`size_count` of them).
 */
export const refillCart = z.object({
  lines: z.array(z.object({ product, quantity: z.number().int(), size: productVariant.optional(), size_count: z.number().int().optional() })),
});
export type RefillCart = z.infer<typeof refillCart>;
