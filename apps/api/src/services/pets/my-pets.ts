import { birthDateFromAge, breedByCode, indianDate, type Pet, type PetInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { findCustomerById } from '../../repositories/customers';
import * as repo from '../../repositories/pets';
import { sessionHash } from '../auth/sessions';
import { removeUploadedImage, storeUploadedImage } from '../uploads/process-image';
import { recordWeightIfChanged, syncCustomerFromFirstPet, syncFirstPetFromSpec } from './first-pet';
import { presentPet } from './present-pet';

const PET_NOT_FOUND = 'Pet not found';
const MAX_PETS = 12;

/**
 * A customer's pets. Customers who signed up before pets had their own table get their first pet from
 * the spec's fields the first time it is asked for, so no migration has to parse free text.
 */
export async function listMyPets(ctx: AppContext, customerId: number): Promise<Pet[]> {
  let found = await repo.listPetsWithWeights(ctx.db, customerId);
  if (found.pets.length === 0) {
    const customer = await findCustomerById(ctx.db, customerId);
    if (!customer) throw notFound('Your account was not found');
    await syncFirstPetFromSpec(ctx.db, customer, ctx.now());
    found = await repo.listPetsWithWeights(ctx.db, customerId);
  }
  const { pets, weights } = found;
  return pets.map((row, i) => presentPet(row, weights, ctx.now(), i === 0));
}

/**
 * The pets of the customer logged in with this session token, the session checked in the same round trip,
 * or from this process's memory of that session when no write has changed it since (ctx.sessionPets,
 * decision 017); none for a guest. A customer with no pet row yet takes listMyPets's way once, which makes
 * the first. The ages are worked out at each call, so a dog kept in memory still has its birthday.
 */
export async function petsOfSession(ctx: AppContext, token: string | undefined): Promise<Pet[]> {
  const hash = sessionHash(token);
  const now = ctx.now();
  const found = hash ? await ctx.sessionPets.read(hash, now, () => repo.listPetsOfSession(ctx.db, hash, now)) : undefined;
  if (!found) return [];
  if (found.pets.length === 0) return listMyPets(ctx, found.customerId);
  return found.pets.map((row, i) => presentPet(row, found.weights, ctx.now(), i === 0));
}

async function myPet(ctx: AppContext, customerId: number, petId: number): Promise<Pet> {
  const pet = (await listMyPets(ctx, customerId)).find((p) => p.id === petId);
  if (!pet) throw notFound(PET_NOT_FOUND);
  return pet;
}

function birthOf(input: PetInput, now: Date) {
  if (input.birthDate) {
    if (input.birthDate > indianDate(now)) throw new AppError('BAD_INPUT', 'The birth date cannot be in the future', { birthDate: 'The birth date cannot be in the future' });
    return { birthDate: input.birthDate, birthDateEstimated: false };
  }
  return { birthDate: birthDateFromAge(input.ageYears ?? 0, input.ageMonths ?? 0, indianDate(now)), birthDateEstimated: true };
}

const gramsOf = (input: PetInput) => Math.round(input.weightKg * 1000);

export async function addPet(ctx: AppContext, customerId: number, input: PetInput): Promise<Pet> {
  const existing = await listMyPets(ctx, customerId);
  if (existing.length >= MAX_PETS) throw new AppError('UNPROCESSABLE', `You can keep up to ${MAX_PETS} pets`);
  const id = await ctx.db.transaction(async (tx) => {
    const pet = await repo.insertPet(tx, { customerId, name: input.name, breed: input.breed, ...birthOf(input, ctx.now()) });
    await repo.insertWeight(tx, pet.id, gramsOf(input), ctx.now());
    return pet.id;
  });
  return myPet(ctx, customerId, id);
}

/** A changed weight is added to the history; an unchanged one adds nothing. */
export async function editPet(ctx: AppContext, customerId: number, petId: number, input: PetInput): Promise<Pet> {
  const before = await myPet(ctx, customerId, petId);
  const keepBirth = !input.birthDate && before.birthDate && input.ageYears === undefined && input.ageMonths === undefined;
  await ctx.db.transaction(async (tx) => {
    const row = await repo.updatePet(tx, customerId, petId, { name: input.name, breed: input.breed, ...(keepBirth ? {} : birthOf(input, ctx.now())) });
    if (!row) throw notFound(PET_NOT_FOUND);
    await recordWeightIfChanged(tx, petId, gramsOf(input), ctx.now());
    if (before.first) await syncCustomerFromFirstPet(tx, customerId, row, gramsOf(input), breedByCode(row.breed).name, ctx.now());
  });
  return myPet(ctx, customerId, petId);
}

export async function setPetPhoto(ctx: AppContext, customerId: number, petId: number, image: Buffer | undefined): Promise<Pet> {
  if (!image) throw new AppError('BAD_INPUT', 'Choose a photo to upload', { file: 'Choose a photo to upload' });
  const before = await myPet(ctx, customerId, petId);
  const url = await storeUploadedImage(ctx.images, 'pets', image);
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.updatePet(tx, customerId, petId, { photo: url });
      if (!row) throw notFound(PET_NOT_FOUND);
      if (before.first) await syncCustomerFromFirstPet(tx, customerId, row, before.weightGrams, before.breedName, ctx.now());
    });
  } catch (err) {
    await removeUploadedImage(ctx.images, url);
    throw err;
  }
  if (before.photo) await removeUploadedImage(ctx.images, before.photo);
  return myPet(ctx, customerId, petId);
}

/** The first pet is the profile's pet (the spec needs one); the others can go. */
export async function removePet(ctx: AppContext, customerId: number, petId: number): Promise<void> {
  const pet = await myPet(ctx, customerId, petId);
  if (pet.first) throw new AppError('UNPROCESSABLE', 'Your first pet is the one on your profile; edit it instead of removing it');
  const removed = await repo.deletePet(ctx.db, customerId, petId);
  if (removed?.photo) await removeUploadedImage(ctx.images, removed.photo);
}
