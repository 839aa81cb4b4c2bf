import type { Address } from '@canino/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { customerKey, useUser } from '../../../stores/session-store';

/** The logged-in customer's address book (GET /addresses, newest first). Checkout can offer these too. */
export const addressesKey = (cusID: number) => customerKey(cusID, 'addresses');

const getAddresses = () => apiRequest<Address[]>('/addresses', { asCustomer: true }).then((r) => r.data);

/** The current customer's addresses; nothing (and no call) for a visitor. */
export function useAddresses() {
  const user = useUser();
  return useQuery(user ? addressesKey(user.cusID) : null, getAddresses);
}
