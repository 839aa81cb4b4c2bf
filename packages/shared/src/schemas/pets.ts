import { z } from 'zod';
import { BREED_CODES, SIZE_CLASSES } from '../rules/breeds.js';
import { LIFE_STAGES } from '../rules/pet-age.js';
import { requiredText, shopDate, wholeNumber } from './fields.js';

export const weightEntry = z.object({ grams: z.number().int(), recordedOn: z.string() });

/** A customer's dog as "My pets" shows it; the first one is the spec's `pet_name`, `breed`, `age`, `weight`. */
export const pet = z.object({
  id: z.number().int(),
  name: z.string(),
  breed: z.string(),
  breedName: z.string(),
  sizeClass: z.enum(SIZE_CLASSES).nullable(),
  longCoat: z.boolean(),
  birthDate: z.string().nullable(),
  birthDateEstimated: z.boolean(),
  ageMonths: z.number().int().nullable(),
  lifeStage: z.enum(LIFE_STAGES).nullable(),
  weightGrams: z.number().int().nullable(),
  /** Oldest first. */
  weights: z.array(weightEntry),
  photo: z.string().nullable(),
  first: z.boolean(),
});
export type Pet = z.infer<typeof pet>;

// JSON numbers, as every number of the API (fields.ts wholeNumber); a form sends what the owner typed as one.
const weightKg = z
  .number({ error: (issue) => (issue.input === undefined ? 'Weight is required' : 'Enter the weight in kg, like 12.5') })
  .min(0.1, 'Weight must be at least 0.1 kg')
  .max(150, 'Weight must be at most 150 kg');

const smallCount = (max: number, message: string) => wholeNumber(message).min(0, message).max(max, message);

/**
 * A pet as "My pets" sends it: a birth date, or an age in years and months (the server turns it into an
 * estimated birth date so the age keeps counting); the weight in kg (each change is kept as history).
 */
export const petInput = z
  .object({
    name: requiredText('Pet Name is required', 60),
    breed: z.enum(BREED_CODES, { error: 'Choose a breed from the list, or Indie / mixed' }),
    birthDate: shopDate('Enter a valid birth date').optional(),
    ageYears: smallCount(30, 'Years must be a whole number from 0 to 30').optional(),
    ageMonths: smallCount(11, 'Months must be a whole number from 0 to 11').optional(),
    weightKg,
  })
  .refine((p) => p.birthDate !== undefined || p.ageYears !== undefined || p.ageMonths !== undefined, {
    path: ['birthDate'],
    message: 'Enter a birth date or an age',
  });
export type PetInput = z.infer<typeof petInput>;

export const petIdParams = z.object({ id: z.coerce.number({ error: 'Pet not found' }).int('Pet not found').positive('Pet not found').max(2_147_483_647, 'Pet not found') });

export const breedOption = z.object({ code: z.string(), name: z.string(), size: z.enum(SIZE_CLASSES).nullable(), longCoat: z.boolean() });
