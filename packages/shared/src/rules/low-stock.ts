/**
 * A product is low on stock when it has `threshold` or fewer left (the dashboard's "Low stock" list
 * reads it the same way). The owner is emailed once each time a product goes low: `alerted` remembers
 * that the email for this dip went, and only a climb back above the threshold clears it, so a product
 * hovering at 3, 2, 4, 1 is one email, and it takes a restock above the threshold and a new fall to
 * send the next one.
 */
export interface LowStockState {
  stock: number;
  threshold: number;
  /** The email for the current dip was queued. */
  alerted: boolean;
}

export const isLowStock = (stock: number, threshold: number): boolean => stock <= threshold;

/**
 * After a change of stock: whether to email the owner now, and the flag to keep.
 * Worked example, threshold 5, starting at 8 not alerted: sale to 5 → send (alerted);
 * sale to 2 → nothing; restock to 5 → nothing (still low); restock to 6 → nothing (cleared);
 * sale to 4 → send again.
 */
export function lowStockAlert(state: LowStockState): { send: boolean; alerted: boolean } {
  if (!isLowStock(state.stock, state.threshold)) return { send: false, alerted: false };
  return { send: !state.alerted, alerted: true };
}
