import type { RegisterInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict } from '../../errors';
import { findCustomersByMobileOrEmail, insertCustomer } from '../../repositories/customers';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword } from '../passwords';
import { removeUploadedImage, storeUploadedImage } from '../uploads/process-image';

const TAKEN = {
  mobile: 'An account with this mobile number already exists',
  email: 'An account with this email already exists',
};

async function assertAvailable(ctx: AppContext, mobile: string, email: string): Promise<void> {
  const clashes = await findCustomersByMobileOrEmail(ctx.db, mobile, email);
  const fields: Record<string, string> = {};
  if (clashes.some((c) => c.mobile === mobile)) fields.owner_number = TAKEN.mobile;
  if (clashes.some((c) => c.email === email)) fields.email = TAKEN.email;
  const first = Object.values(fields)[0];
  if (first) throw conflict(first, fields);
}

/** Creates the customer; the pet image is checked and stored before anything is written. */
export async function register(ctx: AppContext, input: RegisterInput, petImage: Buffer | undefined) {
  await assertAvailable(ctx, input.owner_number, input.email);
  const petImageUrl = petImage ? await storeUploadedImage(ctx.images, 'pets', petImage) : null;
  try {
    return await insertCustomer(ctx.db, {
      ownerName: input.owner_name,
      mobile: input.owner_number,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      petName: input.pet_name,
      breed: input.breed,
      age: input.age,
      weight: input.weight,
      needs: input.needs,
      petImage: petImageUrl,
    });
  } catch (err) {
    if (petImageUrl) await removeUploadedImage(ctx.images, petImageUrl);
    // Two sign-ups racing past the check above: the unique index decides, the message stays the same.
    if (isUniqueViolation(err)) await assertAvailable(ctx, input.owner_number, input.email);
    throw err;
  }
}
