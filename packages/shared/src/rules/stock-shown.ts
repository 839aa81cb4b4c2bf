/** Stock at or below this shows "Only N left" to the shopper, so nobody is surprised at checkout. */
export const FEW_LEFT = 5;

export type StockShown = { kind: 'sold-out' } | { kind: 'few-left'; left: number } | { kind: 'in-stock' };

/**
 * What a shopper is told of a size's stock, on a card, a product page and its size picker alike:
 * "Sold out" at none, "Only N left" at FEW_LEFT or fewer, else simply in stock.
 */
export function stockShown(stock: number): StockShown {
  if (stock <= 0) return { kind: 'sold-out' };
  if (stock <= FEW_LEFT) return { kind: 'few-left', left: stock };
  return { kind: 'in-stock' };
}
