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
