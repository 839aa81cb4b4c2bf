import { describe, expect, it } from 'vitest';
import { allocateFefo, batchReceiptProblem, bestBeforeText, isSellable, monthStart } from '../src/rules/stock-batches';

const today = '2026-11-28';

describe('stock batches', () => {
  it('reads a month as its first day', () => {
    expect(monthStart('2027-03')).toBe('2027-03-01');
    expect(monthStart('2027-03-19')).toBe('2027-03-01');
    expect(monthStart('2027-13')).toBeNull();
    expect(monthStart('March')).toBeNull();
  });

  it('sells a batch only while its best-before month begins at least the minimum shelf life away', () => {
    // 28 Nov 2026 to 1 Mar 2027 is 93 days; to 1 Feb 2027, 65.
    expect(isSellable('2027-03-01', today, 90)).toBe(true);
    expect(isSellable('2027-02-01', today, 90)).toBe(false);
    expect(isSellable('2027-02-01', today, 60)).toBe(true);
    expect(isSellable(null, today, 90)).toBe(true);
  });

  it('takes the first-expiring batch first and spills into the next', () => {
    const batches = [
      { id: 1, bestBefore: '2028-01-01', quantity: 10 },
      { id: 2, bestBefore: '2027-06-01', quantity: 3 },
      { id: 3, bestBefore: null, quantity: 5 },
    ];
    expect(allocateFefo(batches, 5, today, 90)).toEqual({
      takes: [
        { batchId: 2, quantity: 3 },
        { batchId: 1, quantity: 2 },
      ],
      shortfall: 0,
    });
  });

  it('sells undated batches last and answers the shortfall', () => {
    const batches = [
      { id: 1, bestBefore: null, quantity: 2 },
      { id: 2, bestBefore: '2027-06-01', quantity: 1 },
    ];
    expect(allocateFefo(batches, 5, today, 90)).toEqual({
      takes: [
        { batchId: 2, quantity: 1 },
        { batchId: 1, quantity: 2 },
      ],
      shortfall: 2,
    });
  });

  it('never sells a batch inside the minimum shelf life, nor an empty one', () => {
    const batches = [
      { id: 1, bestBefore: '2027-01-01', quantity: 9 },
      { id: 2, bestBefore: '2027-04-01', quantity: 0 },
      { id: 3, bestBefore: '2027-09-01', quantity: 4 },
    ];
    expect(allocateFefo(batches, 2, today, 90)).toEqual({ takes: [{ batchId: 3, quantity: 2 }], shortfall: 0 });
  });

  it('promises the best-before of the batch that would ship next', () => {
    const batches = [
      { id: 1, bestBefore: '2027-01-01', quantity: 9 },
      { id: 2, bestBefore: '2027-09-01', quantity: 4 },
      { id: 3, bestBefore: '2028-02-01', quantity: 4 },
    ];
    expect(bestBeforeText(batches, today, 90)).toBe('at least Sep 2027');
    expect(bestBeforeText([{ id: 1, bestBefore: null, quantity: 3 }], today, 90)).toBeNull();
    expect(bestBeforeText([], today, 90)).toBeNull();
  });
});

describe('batchReceiptProblem', () => {
  const today = '2026-11-28';
  it('receives a batch made this month or before, whose best-before month leaves the minimum shelf life', () => {
    expect(batchReceiptProblem({ manufacturedOn: '2026-11-01', bestBefore: '2028-03-01' }, today, 90)).toBeNull();
    // 90 days from 28 Nov 2026 is 26 Feb 2027: March is the first month still sellable.
    expect(batchReceiptProblem({ manufacturedOn: '2026-10-01', bestBefore: '2027-03-01' }, today, 90)).toBeNull();
  });
  it('refuses months that cannot be, naming the field', () => {
    expect(batchReceiptProblem({ manufacturedOn: '2026-12-01', bestBefore: '2028-03-01' }, today, 90)).toMatchObject({ kind: 'months', field: 'manufacturedMonth' });
    expect(batchReceiptProblem({ manufacturedOn: '2026-10-01', bestBefore: '2026-10-01' }, today, 90)).toMatchObject({ kind: 'months', field: 'bestBeforeMonth' });
  });
  it('refuses a batch already inside the shelf life, with the month and the days in words', () => {
    expect(batchReceiptProblem({ manufacturedOn: '2026-10-01', bestBefore: '2027-02-01' }, today, 90)).toEqual({
      kind: 'shelf-life',
      field: 'bestBeforeMonth',
      message: 'Best before Feb 2027 is within the 90 days of shelf life every pack must still have, so this batch cannot be sold and is not received',
      short: 'Best before Feb 2027 is within the 90 days of shelf life every pack must still have, so this batch cannot be sold and is not received',
    });
  });
});
