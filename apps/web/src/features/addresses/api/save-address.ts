import type { Address, AddressInput } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { setQueryData } from '../../../lib/query';
import { addressesKey } from './get-addresses';

/**
 * Adds an address (POST /addresses) or changes one (PUT /addresses/:id). The cached book follows the
 * server's answer: a new address goes first, as the list is newest first.
 */
export async function saveAddress(cusID: number, input: AddressInput, id?: number): Promise<{ message: string; address: Address }> {
  const { message, data } = await apiRequest<Address>(id === undefined ? '/addresses' : `/addresses/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body: input,
    asCustomer: true,
  });
  setQueryData<Address[]>(addressesKey(cusID), (old = []) => (id === undefined ? [data, ...old] : old.map((a) => (a.id === id ? data : a))));
  return { message, address: data };
}
