import { ageInMonths, breedByCode, lifeStageOf, indianDate, sizeClassOf, type Pet, type PetFacts } from '@canino/shared';
import type { PetRow, PetWeightRow } from '../../repositories/pets';

/** A pet as the API shows it: its weight history, and its age and life stage as of `now`. */
export function presentPet(row: PetRow, weights: PetWeightRow[], now: Date, first: boolean): Pet {
  const breed = breedByCode(row.breed);
  const history = weights.filter((w) => w.petId === row.id);
  const weightGrams = history.at(-1)?.grams ?? null;
  const size = sizeClassOf(row.breed, weightGrams);
  const months = row.birthDate ? ageInMonths(row.birthDate, indianDate(now)) : null;
  return {
    id: row.id,
    name: row.name,
    breed: breed.code,
    breedName: breed.name,
    sizeClass: size,
    longCoat: breed.longCoat,
    birthDate: row.birthDate,
    birthDateEstimated: row.birthDateEstimated,
    ageMonths: months,
    lifeStage: months === null ? null : lifeStageOf(months, size),
    weightGrams,
    weights: history.map((w) => ({ grams: w.grams, recordedOn: indianDate(w.recordedAt) })),
    photo: row.photo,
    first,
  };
}

export const factsOf = (p: Pet): PetFacts => ({ lifeStage: p.lifeStage, size: p.sizeClass, longCoat: p.longCoat, weightGrams: p.weightGrams });
