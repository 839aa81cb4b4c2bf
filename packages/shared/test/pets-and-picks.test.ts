import { describe, expect, it } from 'vitest';
import { breedFromText, sizeClassOf } from '../src/rules/breeds';
import { ageInMonths, birthDateFromAge, formatAge, lifeStageOf, parseAgeText } from '../src/rules/pet-age';
import { planRefill } from '../src/rules/refill';
import { boughtTogether, buildPickIndex, picksFor, type PetFacts, type PickProduct, type PickRule } from '../src/rules/recommend';
import type { Dosage } from '../src/rules/dosage';

describe('breeds and ages', () => {
  it('finds breeds typed freely and treats the rest as Indie / mixed sized by weight', () => {
    expect(breedFromText('labrador').code).toBe('labrador');
    expect(breedFromText('GSD').code).toBe('german-shepherd');
    expect(breedFromText('Shih-Tzu').code).toBe('shih-tzu');
    expect(breedFromText('street dog').code).toBe('indie');
    expect(sizeClassOf('indie', 19_000)).toBe('medium');
    expect(sizeClassOf('indie', null)).toBeNull();
    expect(sizeClassOf('great-dane', 8_000)).toBe('giant');
  });
  it('counts months as the calendar does', () => {
    expect(ageInMonths('2020-03-15', '2026-03-14')).toBe(71);
    expect(ageInMonths('2020-03-15', '2026-03-15')).toBe(72);
    expect(formatAge(26)).toBe('2 years 2 months');
    expect(formatAge(7)).toBe('7 months');
    expect(birthDateFromAge(2, 6, '2026-03-31')).toBe('2023-09-30');
  });
  it('calls large dogs senior sooner and giant breeds puppies longer', () => {
    expect(lifeStageOf(84, 'large')).toBe('senior');
    expect(lifeStageOf(84, 'small')).toBe('adult');
    expect(lifeStageOf(14, 'giant')).toBe('puppy');
    expect(lifeStageOf(14, 'small')).toBe('adult');
  });
  it('reads ages typed freely', () => {
    expect(parseAgeText('3')).toEqual({ years: 3, months: 0 });
    expect(parseAgeText('2 yrs 6 months')).toEqual({ years: 2, months: 6 });
    expect(parseAgeText('8 months')).toEqual({ years: 0, months: 8 });
    expect(parseAgeText('1.5')).toEqual({ years: 1, months: 6 });
    expect(parseAgeText('young')).toBeNull();
  });
});

describe('planRefill (run-out date)', () => {
  it('2 packs of 45 chews at 2 a day delivered on 1 June run out on 16 July; reminded 5 days before', () => {
    expect(planRefill({ deliveredOn: '2026-06-01', quantity: 2, packSize: 45, unitsPerDay: 2, daysBefore: 5 })).toEqual({
      runsOutOn: '2026-07-16',
      remindOn: '2026-07-11',
      days: 45,
    });
  });
  it('reminds on delivery day when the packs last less than the lead time, across a year end', () => {
    expect(planRefill({ deliveredOn: '2026-12-30', quantity: 1, packSize: 6, unitsPerDay: 2, daysBefore: 5 })).toEqual({
      runsOutOn: '2027-01-02',
      remindOn: '2026-12-30',
      days: 3,
    });
    expect(planRefill({ deliveredOn: '2026-12-30', quantity: 1, packSize: 20, unitsPerDay: 2, daysBefore: 5 })).toEqual({
      runsOutOn: '2027-01-09',
      remindOn: '2027-01-04',
      days: 10,
    });
  });
});

const band = (lifeStage: Dosage['lifeStage'] = null): Dosage => ({ packSize: 60, unitName: 'chew', lifeStage, bands: [{ aboveGrams: 0, upToGrams: 25_000, unitsPerDay: 1 }] });
const JOINT = 2;
const COAT = 3;
const products: PickProduct[] = [
  { id: 1, categoryId: JOINT, dosage: band(), inStock: true },
  { id: 2, categoryId: JOINT, dosage: { ...band(), bands: [{ aboveGrams: 0, upToGrams: 10_000, unitsPerDay: 1 }] }, inStock: true },
  { id: 3, categoryId: COAT, dosage: null, inStock: true },
  { id: 4, categoryId: 1, dosage: band('puppy'), inStock: true },
  { id: 5, categoryId: JOINT, dosage: band('senior'), inStock: true },
  { id: 6, categoryId: JOINT, dosage: band(), inStock: false },
];
const rules: PickRule[] = [
  { id: 1, condition: 'senior', categoryId: JOINT, lifeStage: null, reason: 'for senior dogs' },
  { id: 2, condition: 'large_breed', categoryId: JOINT, lifeStage: null, reason: 'for large breeds' },
  { id: 3, condition: 'puppy', categoryId: null, lifeStage: 'puppy', reason: 'for growing puppies' },
  { id: 4, condition: 'long_coat', categoryId: COAT, lifeStage: null, reason: 'for long coats' },
];
const index = buildPickIndex(products);

describe('picksFor (recommendation rules)', () => {
  it('a senior large long-coated dog of 19 kg: joint care for two reasons first, then coat; nothing its dose does not cover', () => {
    const bruno: PetFacts = { lifeStage: 'senior', size: 'large', longCoat: true, weightGrams: 19_000 };
    expect(picksFor(bruno, rules, index, 4)).toEqual([
      { productId: 1, reasons: ['for senior dogs', 'for large breeds'] },
      { productId: 5, reasons: ['for senior dogs', 'for large breeds'] },
      { productId: 3, reasons: ['for long coats'] },
    ]);
  });
  it('a puppy gets puppy products; a product for puppies never goes to an adult', () => {
    const pup: PetFacts = { lifeStage: 'puppy', size: 'small', longCoat: false, weightGrams: 4_000 };
    expect(picksFor(pup, rules, index, 4)).toEqual([{ productId: 4, reasons: ['for growing puppies'] }]);
    const adultLarge: PetFacts = { lifeStage: 'adult', size: 'large', longCoat: false, weightGrams: 30_000 };
    expect(picksFor(adultLarge, rules, index, 4)).toEqual([]);
  });
  it('leaves out the product on screen and respects the limit', () => {
    const bruno: PetFacts = { lifeStage: 'senior', size: 'large', longCoat: true, weightGrams: 8_000 };
    expect(picksFor(bruno, rules, index, 2, new Set([1])).map((p) => p.productId)).toEqual([2, 5]);
  });
});

describe('boughtTogether', () => {
  it('counts paid orders holding both, most first', () => {
    const map = boughtTogether(
      [
        [1, 2],
        [1, 2, 3],
        [1, 3, 3],
        [2, 4],
      ],
      2,
    );
    expect(map.get(1)).toEqual([
      { productId: 2, orders: 2 },
      { productId: 3, orders: 2 },
    ]);
    expect(map.get(4)).toEqual([{ productId: 2, orders: 1 }]);
  });
});
