/**
 * Uploaded images are stored as `<name>.webp` at their full width (800 px for products, wider for banners)
 * with a `<name>-400.webp` sibling for small screens.
 */
export const SMALL_IMAGE_WIDTH = 400;

export function smallImage(url: string): string {
  return url.endsWith('.webp') ? url.replace(/\.webp$/, `-${SMALL_IMAGE_WIDTH}.webp`) : url;
}

export function imageSrcSet(url: string, fullWidth = 800): string | undefined {
  if (!url.endsWith('.webp')) return undefined;
  return `${smallImage(url)} ${SMALL_IMAGE_WIDTH}w, ${url} ${fullWidth}w`;
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
