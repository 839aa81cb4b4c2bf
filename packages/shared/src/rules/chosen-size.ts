/** The query parameter that names a product page's chosen size by its SKU: /products/daily-multi?size=CAN-VIT-120. */
export const SIZE_PARAM = 'size';

/**
 * The size a product page shows: the one its address names by SKU (as typed: any case), else the
 * default (the first in the owner's order) when it is on sale, else the first on sale. Undefined only
 * for a product with no size on sale. The page, its declarations, its head and its structured data all
 * follow this one choice.
 */
export function chosenSize<V extends { variant_id: number; sku: string }>(variants: readonly V[], defaultVariantId: number, sku: string | null | undefined): V | undefined {
  const wanted = sku?.trim().toUpperCase();
  return (wanted ? variants.find((v) => v.sku.toUpperCase() === wanted) : undefined) ?? variants.find((v) => v.variant_id === defaultVariantId) ?? variants[0];
}

/** A product page's address for one size. */
export const sizedProductPath = (productPath: string, sku: string) => `${productPath}?${SIZE_PARAM}=${encodeURIComponent(sku)}`;
