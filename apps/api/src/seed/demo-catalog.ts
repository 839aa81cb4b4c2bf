/**
 * Demo catalogue for seeding a fresh database: pure data, no I/O.
 * Data lives in ./demo-catalog/*.ts (split by category group); this is the entry point.
 */
import { banners, categories } from './demo-catalog/categories.js';
import { careProducts } from './demo-catalog/products-care.js';
import { vitalityProducts } from './demo-catalog/products-vitality.js';
import { wellnessProducts } from './demo-catalog/products-wellness.js';
import type { DemoBanner, DemoCategory, DemoProduct, DemoSize } from './demo-catalog/types.js';

export type { DemoBanner, DemoCategory, DemoProduct, DemoSize } from './demo-catalog/types.js';

export const demoCategories: DemoCategory[] = categories;

/** 30 products, 5 per category, in display order. */
export const demoProducts: DemoProduct[] = [...vitalityProducts, ...wellnessProducts, ...careProducts];

export const demoBanners: DemoBanner[] = banners;

/** A demo product's SKU: the shop, its category's code and its place there, e.g. CAN-JNT-102. */
export function demoSku(product: DemoProduct): string {
  const category = demoCategories.find((c) => c.slug === product.categorySlug)!;
  const place = demoProducts.filter((p) => p.categorySlug === product.categorySlug).indexOf(product) + 1;
  return `CAN-${category.skuCode}-${100 + place}`;
}

/** The default size: the first, whose figures the product's own columns carry. */
export const defaultSize = (product: DemoProduct): DemoSize => product.sizes[0];

/**
 * A size's SKU: the product's for a product of one size; with several, each size's label added in
 * short, e.g. CAN-MUL-101-120 and CAN-MUL-102-500G.
 */
export function demoSizeSku(product: DemoProduct, size: DemoSize): string {
  if (product.sizes.length === 1) return demoSku(product);
  const [amount, word] = size.label.split(' ');
  return `${demoSku(product)}-${amount}${size.netUnit === 'count' ? '' : word!.toUpperCase()}`;
}
