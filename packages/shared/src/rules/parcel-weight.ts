/** What the box, the padding and the invoice add to the goods, on a typical parcel of supplements. */
export const PACKAGING_GRAMS = 100;

/**
 * The parcel's weight to book with the carrier, from what its lines weigh: each size's shipping weight
 * times the quantity, plus the packaging, rounded up to the next 10 g (couriers weigh in steps, and a
 * booking under the real weight is charged again at delivery). Null when a line's size has no weight:
 * the owner weighs the box instead. Worked example: 2 × 160 g + 1 × 560 g = 880 g, + 100 g = 980 g.
 */
export function parcelWeightGrams(lines: readonly { quantity: number; weightGrams: number | null }[]): number | null {
  if (!lines.length || lines.some((l) => l.weightGrams === null)) return null;
  const goods = lines.reduce((sum, l) => sum + l.quantity * l.weightGrams!, 0);
  return Math.ceil((goods + PACKAGING_GRAMS) / 10) * 10;
}
