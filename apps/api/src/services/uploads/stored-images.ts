import type { AppContext } from '../../context';
import { removeUploadedImage, storeUploadedImage } from './process-image';

/** Admin uploads by kind: where they go and how large they are kept. Banners span the page, so are wider. */
const KINDS = {
  categories: { maxWidth: 800 },
  products: { maxWidth: 800 },
  banners: { maxWidth: 1600, maxHeight: 900 },
} as const;

export type ImageKind = keyof typeof KINDS;

/** The same checks and re-encoding as a customer's upload. */
export function storeAdminImage(ctx: Pick<AppContext, 'images'>, kind: ImageKind, data: Buffer): Promise<string> {
  return storeUploadedImage(ctx.images, kind, data, KINDS[kind]);
}

/** Removes an image the shop no longer shows, with its smaller versions; a failure only costs disk space. */
export async function removeStoredImages(ctx: Pick<AppContext, 'images' | 'log'>, urls: Iterable<string>): Promise<void> {
  for (const url of new Set(urls)) {
    if (!url) continue;
    try {
      await removeUploadedImage(ctx.images, url);
    } catch (err) {
      ctx.log.warn({ err, url }, 'could not remove an unused image');
    }
  }
}
