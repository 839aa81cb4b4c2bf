import { z } from 'zod';
import { id } from './fields.js';
import { product } from './catalog.js';

export const wishlistToggleInput = z.object({ cusID: id('A valid customer id is required'), pID: id('Product not found') });
export const wishlistFetchInput = z.object({ cusID: id('A valid customer id is required') });
export const wishlistData = z.object({ wishlist: z.array(product) });
