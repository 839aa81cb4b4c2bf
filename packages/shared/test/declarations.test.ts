import { describe, expect, it } from 'vitest';
import {
  blockedSaleMessage,
  declarationsBlockingSale,
  declaredBestBefore,
  declaredMrp,
  declaredNetQuantity,
  missingDeclarations,
  type ProductDeclarationValues,
} from '../src/rules/declarations';
import { isValidGtin } from '../src/rules/gtin';

const complete: ProductDeclarationValues = {
  manufacturerId: 1,
  packerId: null,
  importerId: null,
  countryOfOrigin: 'India',
  genericName: 'Multivitamin supplement tablets for dogs',
  bestBeforeMonths: 24,
};
const none: ProductDeclarationValues = { manufacturerId: null, packerId: null, importerId: null, countryOfOrigin: 'India', genericName: '', bestBeforeMonths: null };

describe('the declarations a product must make (Legal Metrology rule 6)', () => {
  it('finds nothing missing on a product made in India with a manufacturer, a generic name and a shelf life', () => {
    expect(missingDeclarations(complete)).toEqual([]);
    expect(missingDeclarations({ ...complete, countryOfOrigin: ' india ' })).toEqual([]);
  });

  it('names each missing one, in the order the page prints them', () => {
    expect(missingDeclarations(none)).toEqual(['manufacturerId', 'genericName', 'bestBeforeMonths']);
    expect(missingDeclarations({ ...complete, countryOfOrigin: '  ' })).toEqual(['countryOfOrigin']);
  });

  it('asks goods made abroad for their importer', () => {
    expect(missingDeclarations({ ...complete, countryOfOrigin: 'New Zealand' })).toEqual(['importerId']);
    expect(missingDeclarations({ ...complete, countryOfOrigin: 'New Zealand', importerId: 3 })).toEqual([]);
  });

  it('refuses to put a product on sale while one is missing, and never refuses one left off sale', () => {
    expect(declarationsBlockingSale(null, { active: true, declarations: none })).toEqual(['manufacturerId', 'genericName', 'bestBeforeMonths']);
    expect(declarationsBlockingSale({ active: false, declarations: complete }, { active: true, declarations: { ...complete, bestBeforeMonths: null } })).toEqual([
      'bestBeforeMonths',
    ]);
    expect(declarationsBlockingSale(null, { active: false, declarations: none })).toEqual([]);
    expect(declarationsBlockingSale(null, { active: true, declarations: complete })).toEqual([]);
  });

  it('keeps a product already on sale editable, but not losing a declaration it has', () => {
    const live = { active: true, declarations: { ...none, genericName: 'Herbal dog shampoo' } };
    expect(declarationsBlockingSale(live, { active: true, declarations: live.declarations })).toEqual([]);
    expect(declarationsBlockingSale(live, { active: true, declarations: { ...live.declarations, manufacturerId: 4 } })).toEqual([]);
    expect(declarationsBlockingSale(live, { active: true, declarations: { ...live.declarations, genericName: '' } })).toEqual(['genericName']);
  });

  it('says what to fill in', () => {
    expect(blockedSaleMessage(['manufacturerId', 'bestBeforeMonths'])).toBe(
      'A product on sale must show every declaration; missing: Manufactured by, Best before. Fill them in, or save it as not active.',
    );
  });
});

describe('a size as its declarations write it', () => {
  it('writes the net quantity, counted goods by what the product is dosed in', () => {
    expect(declaredNetQuantity({ netQuantity: 120, netUnit: 'count' }, 'tablet')).toBe('120 tablets');
    expect(declaredNetQuantity({ netQuantity: 1, netUnit: 'count' }, null)).toBe('1 unit');
    expect(declaredNetQuantity({ netQuantity: 30, netUnit: 'count' }, null)).toBe('30 units');
    expect(declaredNetQuantity({ netQuantity: 200, netUnit: 'g' }, 'scoop')).toBe('200 g');
    expect(declaredNetQuantity({ netQuantity: 1.5, netUnit: 'kg' }, null)).toBe('1.5 kg');
  });

  it('writes the MRP with its taxes and the shelf life', () => {
    expect(declaredMrp(129900)).toBe('₹1,299.00 (inclusive of all taxes)');
    expect(declaredBestBefore(24)).toBe('24 months from manufacture');
    expect(declaredBestBefore(1)).toBe('1 month from manufacture');
  });
});

describe('a GTIN and its check digit', () => {
  it('takes EAN-8, UPC-A, EAN-13 and GTIN-14 numbers whose check digit is right', () => {
    expect(isValidGtin('8901030865275')).toBe(true);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('18901030865272')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and anything but digits', () => {
    expect(isValidGtin('8901030865278')).toBe(false);
    expect(isValidGtin('890103086527')).toBe(false);
    expect(isValidGtin('890103086527X')).toBe(false);
    expect(isValidGtin('')).toBe(false);
  });
});
