import { describe, expect, it } from 'vitest';
import { doseFor, doseSentence, dosageProblems, formatDose, packDays, parseWeightText, type Dosage } from '../src/rules/dosage';
import { dosageFromText } from '../src/rules/dosage-from-text';
import { productDosage } from '../src/schemas/dosage';

const chews: Dosage = {
  packSize: 45,
  unitName: 'chew',
  lifeStage: null,
  bands: [
    { aboveGrams: 0, upToGrams: 10_000, unitsPerDay: 1 },
    { aboveGrams: 10_000, upToGrams: 25_000, unitsPerDay: 2 },
    { aboveGrams: 25_000, upToGrams: 40_000, unitsPerDay: 3 },
  ],
};

describe('doseFor', () => {
  it('gives Bruno (19 kg) 2 chews a day from a pack of 45: 22 whole days', () => {
    expect(doseFor(chews, 19_000)).toMatchObject({ kind: 'dose', unitsPerDay: 2, packDays: 22 });
    expect(doseSentence(chews, 19_000, 'Bruno')).toBe('For Bruno (19 kg): 2 chews a day. This pack lasts 22 days.');
  });
  it('reads band edges as labels do: "up to 10 kg" includes 10 kg, "10–25 kg" starts just above it', () => {
    expect(doseFor(chews, 10_000)).toMatchObject({ unitsPerDay: 1, packDays: 45 });
    expect(doseFor(chews, 10_001)).toMatchObject({ unitsPerDay: 2 });
    expect(doseFor(chews, 25_000)).toMatchObject({ unitsPerDay: 2 });
  });
  it('does not guess when no band covers the weight or there is no dosage', () => {
    expect(doseFor(chews, 52_000)).toEqual({ kind: 'no-band' });
    expect(doseSentence(chews, 52_000, 'Sheru')).toBe("For Sheru (52 kg): this product's dosage table does not cover this weight. Please ask your vet before using it.");
    expect(doseFor(null, 19_000)).toEqual({ kind: 'no-dosage' });
    expect(doseSentence(null, 5_000)).toMatch(/no dosage by weight/);
  });
  it('counts fractional doses exactly: 200 ml at 2.5 ml a day lasts 80 days, 30 tablets at ½ a day 60', () => {
    expect(packDays(200, 1, 2.5)).toBe(80);
    expect(packDays(30, 1, 0.5)).toBe(60);
    expect(packDays(45, 2, 2)).toBe(45);
    expect(doseSentence({ ...chews, unitName: 'ml', packSize: 200, bands: [{ aboveGrams: 0, upToGrams: 5000, unitsPerDay: 2.5 }] }, 4_000)).toBe(
      'For a 4 kg dog: 2.5 ml a day. This pack lasts 80 days.',
    );
  });
  it('writes doses as people say them', () => {
    expect(formatDose(0.5, 'tablet')).toBe('½ tablet');
    expect(formatDose(1.5, 'teaspoon')).toBe('1½ teaspoons');
    expect(formatDose(1, 'scoop')).toBe('1 scoop');
    expect(formatDose(7.5, 'ml')).toBe('7.5 ml');
  });
});

describe('dosage validation', () => {
  it('accepts touching bands and refuses overlapping ones with the band named', () => {
    expect(dosageProblems(chews)).toEqual({});
    const overlapping = {
      ...chews,
      bands: [
        { aboveGrams: 0, upToGrams: 12_000, unitsPerDay: 1 },
        { aboveGrams: 10_000, upToGrams: 25_000, unitsPerDay: 2 },
      ],
    };
    expect(dosageProblems(overlapping)).toEqual({ 'bands.1.aboveGrams': 'This band overlaps the band 0 kg–12 kg' });
  });
  it('refuses zero and negative values, an open band before the last, and upside-down bands', () => {
    const r = productDosage.safeParse({ packSize: 0, unitName: 'chew', bands: [{ aboveGrams: -1, upToGrams: 10_000, unitsPerDay: 0 }] });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'packSize: Pack size must be more than 0',
        'bands.0.aboveGrams: A weight cannot be negative',
        'bands.0.unitsPerDay: Units a day must be more than 0',
      ]),
    );
    expect(
      dosageProblems({
        packSize: 10,
        bands: [
          { aboveGrams: 0, upToGrams: null, unitsPerDay: 1 },
          { aboveGrams: 5_000, upToGrams: 9_000, unitsPerDay: 1 },
        ],
      }),
    ).toMatchObject({
      'bands.0.upToGrams': 'Only the last band can have no upper weight',
    });
    expect(dosageProblems({ packSize: 10, bands: [{ aboveGrams: 9_000, upToGrams: 5_000, unitsPerDay: 1 }] })).toEqual({
      'bands.0.upToGrams': 'The upper weight must be above the lower one',
    });
  });
});

describe('dosageFromText (the demo catalog)', () => {
  it('reads chews a day and the pack from the name', () => {
    expect(
      dosageFromText('Senior Vitality Soft Chews (60 chews)', ['Up to 10 kg: 1 chew a day', '10–25 kg: 2 chews a day', 'Over 25 kg: 3 chews a day', 'Pregnant dogs: ask your vet']),
    ).toEqual({
      packSize: 60,
      unitName: 'chew',
      bands: [
        { aboveGrams: 0, upToGrams: 10_000, unitsPerDay: 1 },
        { aboveGrams: 10_000, upToGrams: 25_000, unitsPerDay: 2 },
        { aboveGrams: 25_000, upToGrams: null, unitsPerDay: 3 },
      ],
    });
  });
  it('reads halves, ml and scoops of a powder sold by weight', () => {
    expect(dosageFromText('Travel Calm Herbal Tablets (30 tablets)', ['Up to 10 kg: ½ tablet a day', '10–25 kg: 1 tablet a day'])?.bands[0]?.unitsPerDay).toBe(0.5);
    expect(dosageFromText('Puppy Growth Multivitamin Syrup (200 ml)', ['Puppies up to 5 kg: 2.5 ml a day', '5–15 kg: 5 ml a day', 'Over 15 kg: 7.5 ml a day'])).toMatchObject({
      packSize: 200,
      unitName: 'ml',
    });
    expect(dosageFromText('Canino Daily Multi Powder (200 g)', ['Up to 10 kg: 1 scoop (2 g) a day', '10–25 kg: 2 scoops a day'])).toMatchObject({
      packSize: 100,
      unitName: 'scoop',
    });
    expect(dosageFromText('Canino Daily Multi (60 chewables)', ['Up to 10 kg: 1 tablet a day'])).toMatchObject({ packSize: 60, unitName: 'tablet' });
    // A size's label alone, as the demo's sizes give it; a number elsewhere in a name is not the pack.
    expect(dosageFromText('120 tablets', ['Up to 10 kg: 1 tablet a day'])).toMatchObject({ packSize: 120, unitName: 'tablet' });
    expect(dosageFromText('Omega-3 Fish Oil Softgels', ['Up to 10 kg: 1 softgel a day'])).toBeNull();
  });
  it('gives no table for uses that are not daily, or a pack it cannot read', () => {
    expect(dosageFromText('Neem & Aloe Gentle Shampoo (250 ml)', ['Up to 10 kg: 10 ml per bath'])).toBeNull();
    expect(dosageFromText('Festival Kit (chews, spray and guide)', ['Up to 10 kg: 1 chew a day'])).toBeNull();
    expect(dosageFromText('Turmeric Powder (150 g)', ['Up to 10 kg: ½ teaspoon a day'])).toBeNull();
  });
});

describe('parseWeightText', () => {
  it('reads what people type in the spec form', () => {
    expect(parseWeightText('19')).toBe(19_000);
    expect(parseWeightText('19.5 kg')).toBe(19_500);
    expect(parseWeightText('7,5kg')).toBe(7_500);
    expect(parseWeightText('800 g')).toBe(800);
    expect(parseWeightText('heavy')).toBeNull();
    expect(parseWeightText('900 kg')).toBeNull();
  });
});
