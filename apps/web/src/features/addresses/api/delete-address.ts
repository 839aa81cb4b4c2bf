import type { Address } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { setQueryData } from '../../../lib/query';
import { addressesKey } from './get-addresses';

/** DELETE /addresses/:id, then drops it from the cached book. Resolves with the server's message. */
export async function deleteAddress(cusID: number, id: number): Promise<string> {
  const { message } = await apiRequest<unknown>(`/addresses/${id}`, { method: 'DELETE', asCustomer: true });
  setQueryData<Address[]>(addressesKey(cusID), (old = []) => old.filter((a) => a.id !== id));
  return message;
}
