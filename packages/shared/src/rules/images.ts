/**
 * Uploaded images are stored as `<name>.webp` at their full width (800 px for products, wider for banners)
 * with a `<name>-400.webp` sibling for small screens, and images wider than 800 px (banners) with a
 * `<name>-800.webp` one too: a phone's screen (412 px at 1.75× or more) needs more than 400 px and far
 * less than 1,600, which a phone otherwise downloads for the home banner (its LCP).
 */
export const SMALL_IMAGE_WIDTH = 400;
export const MEDIUM_IMAGE_WIDTH = 800;

/** The URL of the `width` px version stored beside `url`. */
export function imageVariant(url: string, width: number): string {
  return url.endsWith('.webp') ? url.replace(/\.webp$/, `-${width}.webp`) : url;
}

export function smallImage(url: string): string {
  return imageVariant(url, SMALL_IMAGE_WIDTH);
}

/** Widths of the smaller versions stored beside an image kept `fullWidth` wide. */
export function imageVariantWidths(fullWidth: number): number[] {
  return fullWidth > MEDIUM_IMAGE_WIDTH ? [SMALL_IMAGE_WIDTH, MEDIUM_IMAGE_WIDTH] : [SMALL_IMAGE_WIDTH];
}

/** Every width an upload may have been stored at besides its full one: what to remove with it. */
export const ALL_VARIANT_WIDTHS = [SMALL_IMAGE_WIDTH, MEDIUM_IMAGE_WIDTH] as const;

export function imageSrcSet(url: string, fullWidth = 800): string | undefined {
  if (!url.endsWith('.webp')) return undefined;
  return [...imageVariantWidths(fullWidth).map((w) => `${imageVariant(url, w)} ${w}w`), `${url} ${fullWidth}w`].join(', ');
}

/** Full width of an uploaded banner, for its srcset (products are stored at 800 px, categories at 600). */
export const BANNER_FULL_WIDTH = 1600;

/**
 * `sizes` of the pictures pages show first. The server preloads them with the same srcset and sizes
 * (apps/api/src/http/page-preloads.ts); if the two differed, the browser would download a second file.
 */
export const FIRST_IMAGE_SIZES = {
  homeBanner: '100vw',
  productGallery: '(min-width: 1024px) 560px, 100vw',
  /** The listing's cards: two abreast on a phone, three on a wide screen. */
  listingCard: '(min-width: 1280px) 280px, (min-width: 1024px) 30vw, (min-width: 560px) 45vw, 50vw',
} as const;
