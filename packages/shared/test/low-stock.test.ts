import { describe, expect, it } from 'vitest';
import { isLowStock, lowStockAlert, type LowStockState } from '../src/rules/low-stock';

/** Runs stock levels through the rule from `start`, as the API does after each change, and lists the sends. */
function walk(threshold: number, levels: number[], alerted = false): number[] {
  const sent: number[] = [];
  for (const stock of levels) {
    const next = lowStockAlert({ stock, threshold, alerted });
    if (next.send) sent.push(stock);
    alerted = next.alerted;
  }
  return sent;
}

describe('low-stock alert', () => {
  it('reads "low" as at or below the threshold', () => {
    expect(isLowStock(5, 5)).toBe(true);
    expect(isLowStock(6, 5)).toBe(false);
    expect(isLowStock(0, 0)).toBe(true);
  });

  it('sends when stock first reaches the threshold, and keeps the flag', () => {
    const state: LowStockState = { stock: 5, threshold: 5, alerted: false };
    expect(lowStockAlert(state)).toEqual({ send: true, alerted: true });
  });

  it('sends nothing for further falls within the same dip', () => {
    expect(lowStockAlert({ stock: 2, threshold: 5, alerted: true })).toEqual({ send: false, alerted: true });
  });

  it('clears the flag only above the threshold', () => {
    expect(lowStockAlert({ stock: 5, threshold: 5, alerted: true })).toEqual({ send: false, alerted: true });
    expect(lowStockAlert({ stock: 6, threshold: 5, alerted: true })).toEqual({ send: false, alerted: false });
  });

  it('worked example: 8 → 5 → 2 → 5 → 6 → 4 → 0 sends at 5 and again at 4', () => {
    expect(walk(5, [8, 5, 2, 5, 6, 4, 0])).toEqual([5, 4]);
  });

  it('a product hovering around the threshold without climbing above it is one email', () => {
    expect(walk(5, [3, 2, 4, 1, 5, 0])).toEqual([3]);
  });

  it('a jump straight from plenty to sold out is one email', () => {
    expect(walk(5, [120, 0])).toEqual([0]);
  });

  it('a threshold of 0 emails only when the product sells out', () => {
    expect(walk(0, [3, 1, 0, 0, 2, 0])).toEqual([0, 0]);
  });
});
