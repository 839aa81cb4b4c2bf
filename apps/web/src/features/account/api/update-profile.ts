import type { ProfileForm, UserRecord } from '@canino/shared';
import { apiPost, toFormData } from '../../../lib/api-client';
import { setUser } from '../../../stores/session-store';
import { accountFields } from './account-form-data';

export const PROFILE_FIELDS = {
  pet_name: 'petName',
  breed: 'breed',
  age: 'age',
  weight: 'weight',
  owner_name: 'ownerName',
} as const;

/**
 * POST /profile_update (multipart with cusID). Mobile and email are read-only: the server keeps the
 * stored ones. The record it returns replaces `canino_user`, so the header greets the new name at once.
 */
export async function updateProfile(cusID: number, form: ProfileForm, petImage: File | undefined): Promise<string> {
  const body = toFormData({ cusID, ...accountFields(form, petImage) });
  const { message, data } = await apiPost<UserRecord>('/profile_update', body, { asCustomer: true });
  setUser(data);
  return message;
}
