import { describe, expect, it } from 'vitest';
import { sizedName } from '../src/rules/sized-name';
import { countedItemName, doseUnitsInPack, netQuantityText, unitPrice, unitPriceText } from '../src/rules/unit-price';

describe('unit sale price (Legal Metrology rule 6(11))', () => {
  it('quotes per gram below 1 kg, rounding half up to the paisa', () => {
    expect(unitPrice(49900, 200, 'g')).toEqual({ paise: 250, basis: 'g' });
    expect(unitPrice(89900, 500, 'g')).toEqual({ paise: 180, basis: 'g' });
    expect(unitPrice(100, 999, 'g')).toEqual({ paise: 0, basis: 'g' });
  });

  it('quotes per kilogram from 1 kg, whether written in g or kg', () => {
    expect(unitPrice(149900, 1.5, 'kg')).toEqual({ paise: 99933, basis: 'kg' });
    expect(unitPrice(120000, 1000, 'g')).toEqual({ paise: 120000, basis: 'kg' });
    expect(unitPrice(120000, 1, 'kg')).toEqual({ paise: 120000, basis: 'kg' });
  });

  it('quotes volume per millilitre below 1 l and per litre from 1 l', () => {
    expect(unitPrice(64900, 250, 'ml')).toEqual({ paise: 260, basis: 'ml' });
    expect(unitPrice(199900, 2, 'l')).toEqual({ paise: 99950, basis: 'l' });
    expect(unitPrice(99900, 1000, 'ml')).toEqual({ paise: 99900, basis: 'l' });
  });

  it('quotes counted goods per item', () => {
    expect(unitPrice(99900, 60, 'count')).toEqual({ paise: 1665, basis: 'unit' });
    expect(unitPrice(179900, 120, 'count')).toEqual({ paise: 1499, basis: 'unit' });
  });

  it('refuses a zero or negative net quantity', () => {
    expect(() => unitPrice(100, 0, 'g')).toThrow(RangeError);
    expect(() => unitPrice(100, -5, 'count')).toThrow(RangeError);
  });

  it('writes the price and the quantity as a label does', () => {
    expect(unitPriceText(unitPrice(99900, 60, 'count'), 'tablet')).toBe('₹16.65 per tablet');
    expect(unitPriceText(unitPrice(49900, 200, 'g'))).toBe('₹2.50 per g');
    expect(netQuantityText(60, 'count', 'tablets')).toBe('60 tablets');
    expect(netQuantityText(1.5, 'kg')).toBe('1.5 kg');
  });

  it('names one item of a counted size from its label, for "per tablet"', () => {
    expect(['120 tablets', '30 sachets', '1 kit', '12 pouches', '6 boxes', 'One size'].map(countedItemName)).toEqual(['tablet', 'sachet', 'kit', 'pouch', 'box', 'unit']);
  });
});

describe('a size in an order line', () => {
  it('names the size only when the product has several', () => {
    expect(sizedName('Daily Multi chewable tablets', '120 tablets', 2)).toBe('Daily Multi chewable tablets, 120 tablets');
    expect(sizedName('Coat Oil', 'One size', 1)).toBe('Coat Oil');
  });
});

describe('dose units in a pack of a size', () => {
  it('counts a counted size, measures a liquid dosed in ml, and promises nothing for a powder dosed in scoops', () => {
    expect(doseUnitsInPack({ netQuantity: 120, netUnit: 'count' }, 'tablet')).toBe(120);
    expect(doseUnitsInPack({ netQuantity: 0.25, netUnit: 'l' }, 'ml')).toBe(250);
    expect(doseUnitsInPack({ netQuantity: 500, netUnit: 'g' }, 'scoop')).toBeNull();
  });
});
