import { z } from 'zod';
import { id } from './fields.js';
import { product } from './catalog.js';

export const wishlistToggleInput = z.object({ cusID: id('A valid customer id is required'), pID: id('Product not found') });
export const wishlistFetchInput = z.object({ cusID: id('A valid customer id is required') });
export const wishlistData = z.object({ wishlist: z.array(product) });
export type WishlistData = z.infer<typeof wishlistData>;
/** The spec's wishlist_update answer repeats `status: 1` inside its data. */
export const wishlistToggleData = z.object({ status: z.literal(1), in_wishlist: z.boolean() });
export type WishlistToggleData = z.infer<typeof wishlistToggleData>;
