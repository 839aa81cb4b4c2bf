import { ageInMonths, birthDateFromAge, breedFromText, formatAge, formatKg, parseAgeText, parseWeightText, indianDate } from '@canino/shared';
import type { Db } from '../../db/client';
import type { CustomerRow } from '../../repositories/customers';
import { updateCustomer } from '../../repositories/customers';
import { insertPet, insertWeight, listPets, listWeights, updatePet, type PetRow } from '../../repositories/pets';

/**
 * The spec's sign-up and profile calls carry one pet as free text (`pet_name`, `breed`, `age`, `weight`,
 * `file`); they read and write the customer's first pet. The text stays on the customer row exactly as
 * sent (the spec's user record echoes it); the pet gets what can be read from it: a breed from the list
 * (else Indie / mixed), a birth date counted back from the age, a weight in grams.
 */
export async function syncFirstPetFromSpec(db: Db, customer: CustomerRow, now: Date): Promise<PetRow> {
  const [first] = await listPets(db, customer.id);
  const age = parseAgeText(customer.age);
  const grams = parseWeightText(customer.weight);
  const fields = {
    name: customer.petName,
    breed: breedFromText(customer.breed).code,
    ...(age ? { birthDate: birthDateFromAge(age.years, age.months, indianDate(now)), birthDateEstimated: true } : {}),
    photo: customer.petImage,
  };
  if (!first) {
    const pet = await insertPet(db, { customerId: customer.id, ...fields });
    if (grams) await insertWeight(db, pet.id, grams, now);
    return pet;
  }
  // An unchanged age text keeps the birth date: re-estimating it from "3 years" every save would make the dog younger.
  const ageChanged = age !== null && formatAge(age.years * 12 + age.months) !== ageText(first, now);
  const pet = (await updatePet(db, customer.id, first.id, { ...fields, ...(ageChanged ? {} : { birthDate: first.birthDate, birthDateEstimated: first.birthDateEstimated }) }))!;
  if (grams) await recordWeightIfChanged(db, pet.id, grams, now);
  return pet;
}

/** My pets changed the first pet: the spec's fields follow, so `canino_user` shows the same dog. */
export async function syncCustomerFromFirstPet(db: Db, customerId: number, pet: PetRow, grams: number | null, breedName: string, now: Date): Promise<void> {
  await updateCustomer(db, customerId, {
    petName: pet.name,
    breed: breedName,
    ...(pet.birthDate ? { age: ageText(pet, now) } : {}),
    ...(grams ? { weight: formatKg(grams) } : {}),
    petImage: pet.photo,
  });
}

export async function recordWeightIfChanged(db: Db, petId: number, grams: number, now: Date): Promise<void> {
  const last = (await listWeights(db, [petId])).at(-1);
  if (last?.grams !== grams) await insertWeight(db, petId, grams, now);
}

function ageText(pet: PetRow, now: Date): string {
  return pet.birthDate ? formatAge(ageInMonths(pet.birthDate, indianDate(now))) : '';
}
