import { MAX_GALLERY_IMAGES, type GalleryImage } from '@canino/shared';
import type { AppContext } from '../../context';
import { badInput, notFound } from '../../errors';
import * as repo from '../../repositories/products';
import { recordGalleryChange } from './product-audit';
import { PRODUCT_NOT_FOUND } from './products';
import { removeStoredImages, storeAdminImage } from '../uploads/stored-images';

/**
 * A product's gallery is its images in order; the first is the main image (the product's `image`,
 * shown on cards). Every change here keeps the two in step and refreshes the storefront's cache.
 */

async function requireProduct(ctx: AppContext, productId: number) {
  const product = await repo.findProduct(ctx.db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

async function syncMainImage(ctx: AppContext, productId: number, currentMain: string): Promise<GalleryImage[]> {
  const gallery = await repo.listGallery(ctx.db, productId);
  const main = gallery[0]?.image ?? '';
  if (main !== currentMain) await repo.setMainImage(ctx.db, productId, main);
  ctx.catalogCache.invalidate();
  return gallery.map((g) => ({ id: g.id, image: g.image }));
}

/** Every file is checked and re-encoded before any is added, so a bad file adds none. */
export async function addGalleryImages(ctx: AppContext, adminId: number, productId: number, files: Buffer[]): Promise<GalleryImage[]> {
  const product = await requireProduct(ctx, productId);
  if (!files.length) throw badInput('Choose at least one image', { images: 'Choose at least one image' });
  const existing = await repo.listGallery(ctx.db, productId);
  if (existing.length + files.length > MAX_GALLERY_IMAGES) {
    const message = `A product can have at most ${MAX_GALLERY_IMAGES} images (it has ${existing.length})`;
    throw badInput(message, { images: message });
  }
  const urls: string[] = [];
  try {
    for (const file of files) urls.push(await storeAdminImage(ctx, 'products', file));
    await ctx.db.transaction(async (tx) => {
      await repo.appendGallery(tx, productId, urls);
      await recordGalleryChange(tx, adminId, product, existing, await repo.listGallery(tx, productId));
    });
  } catch (err) {
    await removeStoredImages(ctx, urls);
    throw err;
  }
  return syncMainImage(ctx, productId, product.image);
}

export async function reorderGallery(ctx: AppContext, adminId: number, productId: number, order: number[]): Promise<GalleryImage[]> {
  const product = await requireProduct(ctx, productId);
  const gallery = await repo.listGallery(ctx.db, productId);
  const known = new Set(gallery.map((g) => g.id));
  if (order.length !== gallery.length || new Set(order).size !== order.length || order.some((id) => !known.has(id))) {
    throw badInput('The new order must list each of the product’s images once', { order: 'Reload the page and try again' });
  }
  const main = gallery.find((g) => g.id === order[0])!.image;
  await ctx.db.transaction(async (tx) => {
    await repo.reorderGallery(tx, productId, order, main);
    await recordGalleryChange(tx, adminId, product, gallery, await repo.listGallery(tx, productId));
  });
  ctx.catalogCache.invalidate();
  return (await repo.listGallery(ctx.db, productId)).map((g) => ({ id: g.id, image: g.image }));
}

export async function removeGalleryImage(ctx: AppContext, adminId: number, productId: number, imageId: number): Promise<GalleryImage[]> {
  const product = await requireProduct(ctx, productId);
  const before = await repo.listGallery(ctx.db, productId);
  const image = before.find((g) => g.id === imageId);
  if (!image) throw notFound('This image is not in the product’s gallery');
  await ctx.db.transaction(async (tx) => {
    await repo.deleteGalleryImages(tx, productId, [imageId]);
    await recordGalleryChange(tx, adminId, product, before, await repo.listGallery(tx, productId));
  });
  const gallery = await syncMainImage(ctx, productId, product.image);
  await removeStoredImages(ctx, [image.image]);
  return gallery;
}
