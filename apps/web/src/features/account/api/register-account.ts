import type { SignUpForm } from '@canino/shared';
import { apiPost, toFormData } from '../../../lib/api-client';

/** The API's names for the sign-up form's fields, so its field errors land under the right input. */
export const REGISTER_FIELDS = {
  pet_name: 'petName',
  breed: 'breed',
  age: 'age',
  weight: 'weight',
  owner_name: 'ownerName',
  owner_number: 'ownerNumber',
  email: 'email',
  password: 'password',
} as const;

/** POST /auth_register (multipart, the spec's field names; the pet photo travels as `file`). */
export async function registerAccount(form: SignUpForm, petImage: File | undefined): Promise<string> {
  const body = toFormData({
    pet_name: form.petName,
    breed: form.breed,
    age: form.age,
    weight: form.weight,
    file: petImage,
    needs: '',
    owner_name: form.ownerName,
    owner_number: form.ownerNumber,
    email: form.email,
    password: form.password,
  });
  const { message } = await apiPost<unknown>('/auth_register', body);
  return message;
}
