import type { ProfileForm } from '@canino/shared';

/**
 * The spec's multipart fields for the pet and its owner, shared by /auth_register and /profile_update;
 * the pet photo travels as `file`, and `needs` stays empty because neither form asks for it.
 */
export function accountFields(form: ProfileForm, petImage: File | undefined) {
  return {
    pet_name: form.petName,
    breed: form.breed,
    age: form.age,
    weight: form.weight,
    file: petImage,
    needs: '',
    owner_name: form.ownerName,
    owner_number: form.ownerNumber,
    email: form.email,
  };
}
