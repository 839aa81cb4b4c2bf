import type { ProfileUpdateInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findCustomerById, updateCustomer, type CustomerRow } from '../../repositories/customers';
import { removeUploadedImage, storeUploadedImage } from '../uploads/process-image';
import { syncFirstPetFromSpec } from '../pets/first-pet';
import { presentUser } from './present-user';

/** Mobile and email are read-only on the profile form, so whatever the request says of them is ignored. */
export async function updateProfile(ctx: AppContext, customerId: number, input: ProfileUpdateInput, petImage?: Buffer) {
  const current = await findCustomerById(ctx.db, customerId);
  if (!current) throw notFound('Your account was not found');
  const newImageUrl = petImage ? await storeUploadedImage(ctx.images, 'pets', petImage) : undefined;
  let updated: CustomerRow | undefined;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const row = await updateCustomer(tx, customerId, {
        ownerName: input.owner_name,
        petName: input.pet_name,
        breed: input.breed,
        age: input.age,
        weight: input.weight,
        needs: input.needs,
        petImage: newImageUrl ?? current.petImage,
      });
      // The profile's pet is the first pet of "My pets".
      if (row) await syncFirstPetFromSpec(tx, row, ctx.now());
      return row;
    });
    if (!updated) throw notFound('Your account was not found');
  } catch (err) {
    // The row was not saved, so the new picture belongs to nobody.
    if (newImageUrl) await removeUploadedImage(ctx.images, newImageUrl);
    throw err;
  }
  if (newImageUrl && current.petImage) await removeUploadedImage(ctx.images, current.petImage);
  return presentUser(updated);
}
