import { z } from 'zod';
import { DOSE_UNITS, dosageProblems } from '../rules/dosage.js';
import { LIFE_STAGES } from '../rules/pet-age.js';

const MAX_GRAMS = 200_000;

export const dosageBand = z.object({
  aboveGrams: z.number({ error: 'Enter the lower weight' }).int('Weights are whole grams').min(0, 'A weight cannot be negative').max(MAX_GRAMS, 'That weight is too large'),
  upToGrams: z
    .number({ error: 'Enter the upper weight' })
    .int('Weights are whole grams')
    .positive('The upper weight must be more than 0')
    .max(MAX_GRAMS, 'That weight is too large')
    .nullable(),
  unitsPerDay: z
    .number({ error: 'Enter the units a day' })
    .positive('Units a day must be more than 0')
    .max(1000, 'That dose is too large')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'Use at most two decimals'),
});

/** A product's dosage as the owner enters it; the bands may not overlap (see dosageProblems). */
export const productDosage = z
  .object({
    packSize: z
      .number({ error: 'Pack size is required' })
      .positive('Pack size must be more than 0')
      .max(100_000, 'Pack size is too large')
      .refine((n) => Number.isInteger(n * 100), 'Use at most two decimals'),
    unitName: z.enum(DOSE_UNITS, { error: 'Choose a unit' }),
    bands: z.array(dosageBand).min(1, 'Add at least one weight band').max(12, 'Use at most 12 bands'),
    lifeStage: z.enum(LIFE_STAGES).nullable().default(null),
  })
  .superRefine((d, ctx) => {
    for (const [path, message] of Object.entries(dosageProblems(d))) ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
  });
export type ProductDosage = z.infer<typeof productDosage>;

/** A product's dosage as the API shows it. */
export const dosageRecord = z.object({
  packSize: z.number(),
  unitName: z.enum(DOSE_UNITS),
  bands: z.array(z.object({ aboveGrams: z.number().int(), upToGrams: z.number().int().nullable(), unitsPerDay: z.number() })),
  lifeStage: z.enum(LIFE_STAGES).nullable(),
});

/** The admin's dosage form: the product's dosage, or null to remove it. */
export const productDosageInput = z.object({ dosage: productDosage.nullable() });
