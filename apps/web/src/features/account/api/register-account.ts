import type { SignUpForm, UserRecord } from '@canino/shared';
import { apiPost, toFormData } from '../../../lib/api-client';
import { setUser } from '../../../stores/session-store';
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

/**
 * POST /auth_register (multipart, the spec's field names). The server logs the new customer in (the
 * session cookie) and returns their record, kept as `canino_user` as after a login. Resolves with its welcome.
 */
export async function registerAccount(form: SignUpForm, petImage: File | undefined): Promise<string> {
  const body = toFormData({ ...accountFields(form, petImage), password: form.password });
  const { message, data } = await apiPost<UserRecord>('/auth_register', body);
  setUser(data);
  return message;
}
