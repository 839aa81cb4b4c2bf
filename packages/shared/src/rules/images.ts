/**
 * Uploaded images are stored as `<name>.webp` at their full width (800 px for products, 600 for
 * categories, wider for banners) with a smaller version at each of `ALL_VARIANT_WIDTHS` below it
 * (`<name>-400.webp`, `<name>-700.webp`, `<name>-800.webp`). The browser takes the smallest whose
 * density covers the screen's (Chromium, measured):
 * - 400 px: cards, two abreast on a phone.
 * - 700 px: a product's picture across a phone with a 720 px wide screen, most of India's budget phones
 *   (360 CSS px at 2×, 412 at 1.75×: the picture is 656–665 pixels wide). The 800 px file would be
 *   a third larger; the smaller one also fits in a connection's first round trip on a slow network, which
 *   makes it a phone's first picture sooner (decision 037).
 * - 800 px: a banner across such a phone, which otherwise downloads the 1,600 px file.
 */
export const SMALL_IMAGE_WIDTH = 400;
export const ALL_VARIANT_WIDTHS = [SMALL_IMAGE_WIDTH, 700, 800] as const;

/** The URL of the `width` px version stored beside `url`. */
export function imageVariant(url: string, width: number): string {
  return url.endsWith('.webp') ? url.replace(/\.webp$/, `-${width}.webp`) : url;
}

export function smallImage(url: string): string {
  return imageVariant(url, SMALL_IMAGE_WIDTH);
}

/** Widths of the smaller versions stored beside an image kept `fullWidth` wide. */
export function imageVariantWidths(fullWidth: number): number[] {
  return ALL_VARIANT_WIDTHS.filter((width) => width < fullWidth);
}

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
  /**
   * The product page's picture: beside the details from 900 px, 560 px from 1280. The phone's width is
   * the screen's less the page's margins: said as 100vw, a 412 px phone at 1.75× took the 800 px file.
   */
  productGallery: '(min-width: 1280px) 560px, (min-width: 900px) calc(50vw - 2.5rem), (min-width: 768px) calc(100vw - 3rem), calc(100vw - 2rem)',
  /** The listing's cards: two abreast on a phone, three on a wide screen. */
  listingCard: '(min-width: 1280px) 280px, (min-width: 1024px) 30vw, (min-width: 560px) 45vw, 50vw',
} as const;
