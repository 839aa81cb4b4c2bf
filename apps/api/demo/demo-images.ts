import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BANNER_FULL_WIDTH, imageVariant, imageVariantWidths } from '@canino/shared';
import { apiPath } from '../src/api-dir';
import { demoBanners, demoCategories, demoProducts } from '../src/seed/demo-catalog';
import { renderBannerImage, renderCategoryImage, renderProductImage, renderProductSizeImage } from './render-images';

/**
 * The demo catalog's pictures are drawn, not downloaded. Drawing them takes a few seconds, so they are
 * drawn once into a cache folder (at build time) and copied from there whenever a database is seeded.
 * The folder is part of the build (dist/), so a production install (`npm ci --omit=dev`, which empties
 * node_modules) keeps it.
 */
export const DEMO_IMAGE_CACHE = apiPath('dist/demo-images');

export interface DemoImageFile {
  /** File name in the cache, also the key under uploads/. */
  name: string;
  fullWidth: number;
}

export const demoImageName = {
  product: (slug: string, n: number) => `products/${slug}-${n}.webp`,
  /** A size's own picture, for every size but the default of a product sold in several. */
  productSize: (slug: string, sizeLabel: string) => `products/${slug}-${sizeLabel.replace(/\s+/g, '-')}.webp`,
  category: (slug: string) => `categories/${slug}.webp`,
  banner: (slug: string) => `banners/${slug}.webp`,
};

/** Every demo picture's file name with its full width (products 800, categories 600, banners 1600). */
export function demoImageFiles(): (DemoImageFile & { render: () => Promise<Buffer> })[] {
  return [
    ...demoProducts.flatMap((p) =>
      Array.from({ length: p.imageCount }, (_, i) => ({ name: demoImageName.product(p.slug, i + 1), fullWidth: 800, render: () => renderProductImage(p, i + 1) })),
    ),
    ...demoProducts.flatMap((p) =>
      p.sizes.slice(1).map((size) => ({ name: demoImageName.productSize(p.slug, size.label), fullWidth: 800, render: () => renderProductSizeImage(p, size.label) })),
    ),
    ...demoCategories.map((c) => ({ name: demoImageName.category(c.slug), fullWidth: 600, render: () => renderCategoryImage(c) })),
    ...demoBanners.map((b) => ({ name: demoImageName.banner(b.slug), fullWidth: BANNER_FULL_WIDTH, render: () => renderBannerImage(b) })),
  ];
}

/** The file names of a picture's smaller versions, as uploads keep them. */
export const variantNames = (file: DemoImageFile) => imageVariantWidths(file.fullWidth).map((w) => imageVariant(file.name, w));

/** Draws whatever is missing from the cache; returns the cache folder. */
export async function prepareDemoImages(dir = DEMO_IMAGE_CACHE): Promise<string> {
  for (const job of demoImageFiles()) {
    const file = path.join(dir, job.name);
    const missing = await Promise.all(
      [job.name, ...variantNames(job)].map((name) =>
        fs.stat(path.join(dir, name)).then(
          () => false,
          () => true,
        ),
      ),
    );
    if (!missing.some(Boolean)) continue;
    const full = missing[0] ? await job.render() : await fs.readFile(file);
    await fs.mkdir(path.dirname(file), { recursive: true });
    if (missing[0]) await writeAtomically(file, full);
    for (const width of imageVariantWidths(job.fullWidth)) {
      await writeAtomically(path.join(dir, imageVariant(job.name, width)), await sharp(full).resize({ width }).webp({ quality: 80 }).toBuffer());
    }
  }
  return dir;
}

/** Test processes may fill the cache at the same time; a rename means nobody reads a half-written file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = Date.now();
  await prepareDemoImages();
  console.log(`demo images ready in ${DEMO_IMAGE_CACHE} (${Date.now() - started} ms)`);
}
