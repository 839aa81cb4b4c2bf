import type { ProfileUpdateInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findCustomerById, updateCustomer } from '../../repositories/customers';
import { storeUploadedImage } from '../uploads/process-image';
import { presentUser } from './present-user';

/** Mobile and email are read-only on the profile form, so whatever the request says of them is ignored. */
export async function updateProfile(ctx: AppContext, customerId: number, input: ProfileUpdateInput, petImage?: Buffer) {
  const current = await findCustomerById(ctx.db, customerId);
  if (!current) throw notFound('Your account was not found');
  const petImageUrl = petImage ? await storeUploadedImage(ctx.images, 'pets', petImage) : current.petImage;
  const updated = await updateCustomer(ctx.db, customerId, {
    ownerName: input.owner_name,
    petName: input.pet_name,
    breed: input.breed,
    age: input.age,
    weight: input.weight,
    needs: input.needs,
    petImage: petImageUrl,
  });
  if (petImage && current.petImage) await ctx.images.remove(current.petImage);
  return presentUser(updated!);
}
