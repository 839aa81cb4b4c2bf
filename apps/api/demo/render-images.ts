/**
 * Seed image generation: draws product, category and banner images as SVG and
 * rasterises them to WebP with sharp. No downloads; only generic system fonts.
 */
import sharp from 'sharp';
import { demoCategories, type DemoBanner, type DemoCategory, type DemoProduct } from '../src/seed/demo-catalog.js';
import { bannerSvg } from './render/banner.js';
import { categorySvg } from './render/category.js';
import { productSizeSvg, productSvg } from './render/product.js';

const WEBP = { quality: 86, effort: 4 } as const;

function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).webp(WEBP).toBuffer();
}

function hueOf(categorySlug: string): number {
  return demoCategories.find((c) => c.slug === categorySlug)?.hue ?? 32;
}

/** 800x800 WebP. variant 1 front, 2 angled with shadow, 3 with ingredients, 4 label close-up. */
export function renderProductImage(p: DemoProduct, variant: number): Promise<Buffer> {
  return toWebp(productSvg(p, hueOf(p.categorySlug), variant));
}

/** 800x800 WebP: a size's own picture, the front shot with its size on a badge. */
export function renderProductSizeImage(p: DemoProduct, sizeLabel: string): Promise<Buffer> {
  return toWebp(productSizeSvg(p, hueOf(p.categorySlug), sizeLabel));
}

/** 600x600 WebP icon-like illustration tinted by the category hue. */
export function renderCategoryImage(c: DemoCategory): Promise<Buffer> {
  return toWebp(categorySvg(c));
}

/** Wide hero banner (default 1600x600) with headline and subline on the left. */
export function renderBannerImage(b: Pick<DemoBanner, 'slug' | 'headline' | 'subline' | 'hue'>, width = 1600, height = 600): Promise<Buffer> {
  return toWebp(bannerSvg(b, width, height));
}
