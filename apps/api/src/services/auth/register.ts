import { TERMS_VERSION, type RegisterInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { conflict } from '../../errors';
import { findCustomersByMobileOrEmail, insertCustomer } from '../../repositories/customers';
import { getShopSettings } from '../../repositories/shop-settings';
import { enqueueEmail } from '../mail/enqueue-email';
import { welcomeEmail } from '../mail/templates/welcome';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword } from '../passwords';
import { syncFirstPetFromSpec } from '../pets/first-pet';
import { removeUploadedImage, storeUploadedImage } from '../uploads/process-image';

/**
 * Without an emailed confirmation, sign-up cannot hide that a number or email is taken; it says neither
 * which one (no field is marked) nor anything about the account, points the owner to log in or reset, and is rate-limited
 * (SIGNUP_RATE_LIMIT_MAX an hour) so it cannot be used to test lists of numbers or emails.
 */
const TAKEN = 'An account with this mobile number or email already exists. Please log in, or reset your password.';

async function assertAvailable(ctx: AppContext, mobile: string, email: string): Promise<void> {
  const clashes = await findCustomersByMobileOrEmail(ctx.db, mobile, email);
  if (clashes.length > 0) throw conflict(TAKEN);
}

/**
 * Creates the customer, who agreed to the current terms on the form (the spec's sign-up requires the box),
 * and queues the welcome email in the same transaction. The pet image is checked and stored before
 * anything is written.
 */
export async function register(ctx: AppContext, input: RegisterInput, petImage: Buffer | undefined) {
  await assertAvailable(ctx, input.owner_number, input.email);
  const petImageUrl = petImage ? await storeUploadedImage(ctx.images, 'pets', petImage) : null;
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const customer = await insertCustomer(tx, {
        ownerName: input.owner_name,
        mobile: input.owner_number,
        email: input.email,
        passwordHash,
        petName: input.pet_name,
        breed: input.breed,
        age: input.age,
        weight: input.weight,
        needs: input.needs,
        petImage: petImageUrl,
        termsVersion: TERMS_VERSION,
        termsAgreedAt: ctx.now(),
      });
      // The spec's pet fields are the customer's first pet (see first-pet.ts).
      await syncFirstPetFromSpec(tx, customer, ctx.now());
      const shop = await getShopSettings(tx);
      const welcome = welcomeEmail({ shopName: shop.name, ownerName: customer.ownerName, petName: customer.petName, publicUrl: ctx.config.publicUrl });
      await enqueueEmail(tx, ctx.config.publicUrl, { to: customer.email, ...welcome });
      return customer;
    });
  } catch (err) {
    if (petImageUrl) await removeUploadedImage(ctx.images, petImageUrl);
    // Two sign-ups racing past the check above: the unique index decides, the message stays the same.
    if (isUniqueViolation(err)) await assertAvailable(ctx, input.owner_number, input.email);
    throw err;
  }
}
