import type { AccountPrivacy, ConsentPurpose } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, setQueryData, useQuery } from '../../../lib/query';
import { customerKey, logout, useUser } from '../../../stores/session-store';

const privacyKey = (cusID: number) => customerKey(cusID, 'privacy');

/** GET /account/privacy: the optional emails agreed to, and a pending request to delete the account. */
export function useAccountPrivacy() {
  const user = useUser();
  return useQuery(user ? privacyKey(user.cusID) : null, () => apiRequest<AccountPrivacy>('/account/privacy', { asCustomer: true }).then((r) => r.data));
}

/** One box ticked or unticked: saved at once, the answer replaces the cached choices. */
export async function chooseConsent(cusID: number, purpose: ConsentPurpose, granted: boolean): Promise<string> {
  const { message, data } = await apiRequest<AccountPrivacy>('/account/consents', { method: 'PUT', body: { purpose, granted }, asCustomer: true });
  setQueryData<AccountPrivacy>(privacyKey(cusID), () => data);
  // Upcoming refills shows the reminders box too.
  invalidateQueries(customerKey(cusID, 'refills'));
  return message;
}

/** "Delete my account": the server schedules it and ends every session, this one too. */
export async function requestErasure(password: string): Promise<string> {
  const { message } = await apiRequest<never>('/account/erase', { method: 'POST', body: { password }, asCustomer: true });
  await logout().catch(() => undefined);
  return message;
}

/** "Keep my account". */
export async function keepAccount(cusID: number): Promise<string> {
  const { message } = await apiRequest<never>('/account/erase/cancel', { method: 'POST', asCustomer: true });
  invalidateQueries(privacyKey(cusID));
  return message;
}

/** An email's unsubscribe link, by its token: no login needed. */
export const unsubscribeByLink = (token: string) => apiRequest<never>('/consents/unsubscribe', { method: 'POST', body: { token } }).then((r) => r.message);
