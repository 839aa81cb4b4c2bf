/**
 * What an order line, an invoice line, a label or an email calls a size of a product: the product's
 * name, and the size's label when the product is sold in more than one ("Daily Multi chewable tablets,
 * 120 tablets"). A product with one size reads as it always has.
 */
export function sizedName(productName: string, variantLabel: string, sizeCount: number): string {
  return sizeCount > 1 && variantLabel ? `${productName}, ${variantLabel}` : productName;
}
