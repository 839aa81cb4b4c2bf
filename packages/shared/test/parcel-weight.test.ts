import { describe, expect, it } from 'vitest';
import { parcelWeightGrams } from '../src/rules/parcel-weight';

describe('the parcel weight booked with the carrier', () => {
  it('adds each size times its quantity and the packaging, rounded up to 10 g', () => {
    expect(
      parcelWeightGrams([
        { quantity: 2, weightGrams: 160 },
        { quantity: 1, weightGrams: 560 },
      ]),
    ).toBe(980);
    expect(parcelWeightGrams([{ quantity: 1, weightGrams: 111 }])).toBe(220);
  });
  it('leaves it to the owner when a size has no weight, or there is nothing to send', () => {
    expect(
      parcelWeightGrams([
        { quantity: 1, weightGrams: 160 },
        { quantity: 1, weightGrams: null },
      ]),
    ).toBeNull();
    expect(parcelWeightGrams([])).toBeNull();
  });
});
