import { describe, expect, it } from 'vitest';
import type { Dosage } from '../src/rules/dosage';
import { bestValueSize, doseUnitsInSize, sizeDoseSentence, sizeForDog, sizeForDogSentence } from '../src/rules/size-dosage';
import { stockShown } from '../src/rules/stock-shown';

/** Daily Multi chewable tablets: 1 a day up to 10 kg, 2 up to 25 kg, 3 above; its table written for the 60. */
const tablets: Dosage = {
  packSize: 60,
  unitName: 'tablet',
  lifeStage: null,
  bands: [
    { aboveGrams: 0, upToGrams: 10_000, unitsPerDay: 1 },
    { aboveGrams: 10_000, upToGrams: 25_000, unitsPerDay: 2 },
    { aboveGrams: 25_000, upToGrams: null, unitsPerDay: 3 },
  ],
};
const sixty = { netQuantity: 60, netUnit: 'count' as const, pricePaise: 44900, isDefault: true, stock: 40 };
const hundredTwenty = { netQuantity: 120, netUnit: 'count' as const, pricePaise: 79900, isDefault: false, stock: 12 };
const BRUNO = 19_000;

describe('a size for a dog', () => {
  it('lasts Bruno (19 kg, 2 tablets a day) 30 days in the 60 and 60 in the 120, at ₹14.97 and ₹13.32 a day', () => {
    expect(sizeForDog(tablets, sixty, BRUNO)).toEqual({ days: 30, paisePerDay: 1497 });
    expect(sizeForDog(tablets, hundredTwenty, BRUNO)).toEqual({ days: 60, paisePerDay: 1332 });
    expect(sizeForDogSentence('120 tablets', hundredTwenty, 'Bruno', { days: 60, paisePerDay: 1332 })).toBe('120 tablets last Bruno 60 days: ₹13.32 a day');
  });

  it('costs a day of the dose, not the pack over its whole days: 45 chews at ₹579, 2 a day, are 22 days at ₹25.73', () => {
    const chews = { ...tablets, packSize: 45, unitName: 'chew' as const };
    expect(sizeForDog(chews, { netQuantity: 45, netUnit: 'count', pricePaise: 57900, isDefault: true }, BRUNO)).toEqual({ days: 22, paisePerDay: 2573 });
  });

  it('measures a liquid dosed in ml by its volume, litres included', () => {
    const oil: Dosage = { packSize: 200, unitName: 'ml', lifeStage: null, bands: [{ aboveGrams: 0, upToGrams: null, unitsPerDay: 5 }] };
    expect(sizeForDog(oil, { netQuantity: 0.5, netUnit: 'l', pricePaise: 149900, isDefault: false }, BRUNO)).toEqual({ days: 100, paisePerDay: 1499 });
    expect(sizeForDogSentence('500 ml', { netQuantity: 0.5, netUnit: 'l' }, 'Rani', { days: 100, paisePerDay: 1499 })).toBe('500 ml lasts Rani 100 days: ₹14.99 a day');
  });

  it('takes the dosage table’s own pack for the default size, even one sold by weight and dosed in scoops', () => {
    const powder = { packSize: 100, unitName: 'scoop' };
    expect(doseUnitsInSize(powder, { netQuantity: 200, netUnit: 'g', isDefault: true })).toBe(100);
    expect(doseUnitsInSize(powder, { netQuantity: 500, netUnit: 'g', isDefault: false })).toBeNull();
    expect(doseUnitsInSize(powder, null)).toBe(100);
  });

  it('promises nothing without a dose for the weight, or for a pack that does not last a day', () => {
    expect(sizeForDog(null, sixty, BRUNO)).toBeNull();
    expect(sizeForDog({ ...tablets, bands: [tablets.bands[0]!] }, sixty, BRUNO)).toBeNull();
    expect(sizeForDog(tablets, { ...hundredTwenty, netQuantity: 1, isDefault: false }, BRUNO)).toBeNull();
  });
});

describe("the product page's dose in the size on screen", () => {
  it('gives the dog’s daily dose, then the size’s days and cost a day, for a named dog and for a weight tried', () => {
    expect(sizeDoseSentence(tablets, { ...hundredTwenty, label: '120 tablets' }, BRUNO, 'Bruno')).toBe(
      'For Bruno (19 kg): 2 tablets a day. 120 tablets last Bruno 60 days: ₹13.32 a day.',
    );
    expect(sizeDoseSentence(tablets, { ...sixty, label: '60 tablets' }, 8_000)).toBe('For a 8 kg dog: 1 tablet a day. 60 tablets last 60 days: ₹7.48 a day.');
  });

  it('says the dose alone for a size whose units cannot be counted, and no guess without a band', () => {
    const powder: Dosage = { ...tablets, packSize: 100, unitName: 'scoop' };
    expect(sizeDoseSentence(powder, { netQuantity: 500, netUnit: 'g', pricePaise: 119900, isDefault: false, label: '500 g' }, BRUNO, 'Bruno')).toBe(
      'For Bruno (19 kg): 2 scoops a day.',
    );
    expect(sizeDoseSentence({ ...tablets, bands: [tablets.bands[0]!] }, { ...sixty, label: '60 tablets' }, BRUNO, 'Bruno')).toMatch(/does not cover this weight/);
  });
});

describe('best value for the dog', () => {
  it('is the size whose day costs least, among those in stock', () => {
    expect(bestValueSize(tablets, [sixty, hundredTwenty], BRUNO)).toBe(hundredTwenty);
    expect(bestValueSize(tablets, [sixty, { ...hundredTwenty, stock: 0 }], BRUNO)).toBeNull();
  });

  it('marks nothing with one size to compare, and the first on a tie', () => {
    expect(bestValueSize(tablets, [sixty], BRUNO)).toBeNull();
    const twin = { ...sixty, isDefault: false };
    expect(bestValueSize(tablets, [sixty, twin], BRUNO)).toBe(sixty);
  });
});

describe('stock as the shopper reads it', () => {
  it('says sold out at none, only N left at 5 or fewer, and nothing more above', () => {
    expect(stockShown(0)).toEqual({ kind: 'sold-out' });
    expect(stockShown(-1)).toEqual({ kind: 'sold-out' });
    expect(stockShown(5)).toEqual({ kind: 'few-left', left: 5 });
    expect(stockShown(1)).toEqual({ kind: 'few-left', left: 1 });
    expect(stockShown(6)).toEqual({ kind: 'in-stock' });
  });
});
