import type { SignUpForm } from '@canino/shared';
import { apiPost, toFormData } from '../../../lib/api-client';
import { accountFields } from './account-form-data';

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

/** POST /auth_register (multipart, the spec's field names). */
export async function registerAccount(form: SignUpForm, petImage: File | undefined): Promise<string> {
  const body = toFormData({ ...accountFields(form, petImage), password: form.password });
  const { message } = await apiPost<unknown>('/auth_register', body);
  return message;
}
