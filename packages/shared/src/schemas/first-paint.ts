import { z } from 'zod';

/**
 * The API answers a page's first paint can carry, by kind; the server knows how to make each from its
 * catalog cache (apps/api/src/http/first-paint-answers.ts), so a page that reads only these needs no
 * server change:
 * - `banners`, `categories`: the home page's banner and the category lists, as asked for;
 * - `product-cards`: every product as cards show it (the home page's sections);
 * - `listing`: the listing's products, narrowed by the address's category (`:slug` or `?category=`) and
 *   sorted by `?sort=`;
 * - `product`: one product, by the address's `:slug` or `?id=`, with the size `?size=` names;
 * - `offers`: the coupons shown to shoppers that they can use now.
 * The first kind in a page's list that has a picture gives the one preloaded at high priority.
 */
export const FIRST_PAINT_ANSWERS = ['banners', 'categories', 'product-cards', 'listing', 'product', 'offers'] as const;
export type FirstPaintAnswer = (typeof FIRST_PAINT_ANSWERS)[number];

export const firstPaintRoute = z.object({
  /** The address, as the router writes it: '/products/:slug'. */
  path: z.string().startsWith('/'),
  answers: z.array(z.enum(FIRST_PAINT_ANSWERS)).min(1),
  /** The lazily loaded page's module, whose code the server lists for the app to fetch. */
  module: z.string().optional(),
  /** Query parameters that leave the page to the app (a search, a narrowed list): their answers are not cached. */
  leaveToAppWith: z.array(z.string()).default([]),
});
export type FirstPaintRoute = z.input<typeof firstPaintRoute>;

/** The web build's `first-paint.json`, beside its server bundle: what each page's first paint needs. */
export const firstPaintManifest = z.array(firstPaintRoute);
export type FirstPaintManifest = z.output<typeof firstPaintManifest>;
