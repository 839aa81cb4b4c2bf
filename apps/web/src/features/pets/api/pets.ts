import type { Pet, PetInput } from '@canino/shared';
import { apiRequest, toFormData } from '../../../lib/api-client';
import { invalidateQueries, setQueryData, useQuery } from '../../../lib/query';
import { customerKey, useUser } from '../../../stores/session-store';

/** The logged-in customer's pets (GET /pets), first (the profile's pet) first. */
const petsKey = (cusID: number) => customerKey(cusID, 'pets');

const getPets = () => apiRequest<Pet[]>('/pets', { asCustomer: true }).then((r) => r.data);

/** The current customer's pets; nothing (and no call) for a visitor. */
export function usePets() {
  const user = useUser();
  return useQuery(user ? petsKey(user.cusID) : null, getPets);
}

/** Pet edits change what the shop suggests and, for the first pet, the profile: those are read again. */
function afterChange(cusID: number) {
  invalidateQueries(customerKey(cusID, 'recommendations'));
}

export async function savePet(cusID: number, input: PetInput, id?: number): Promise<{ message: string; pet: Pet }> {
  const { message, data } = await apiRequest<Pet>(id === undefined ? '/pets' : `/pets/${id}`, { method: id === undefined ? 'POST' : 'PUT', body: input, asCustomer: true });
  setQueryData<Pet[]>(petsKey(cusID), (old = []) => (id === undefined ? [...old, data] : old.map((p) => (p.id === id ? data : p))));
  afterChange(cusID);
  return { message, pet: data };
}

export async function uploadPetPhoto(cusID: number, id: number, file: File): Promise<string> {
  const { message, data } = await apiRequest<Pet>(`/pets/${id}/photo`, { method: 'POST', body: toFormData({ file }), asCustomer: true });
  setQueryData<Pet[]>(petsKey(cusID), (old = []) => old.map((p) => (p.id === id ? data : p)));
  return message;
}

export async function deletePet(cusID: number, id: number): Promise<string> {
  const { message } = await apiRequest<never>(`/pets/${id}`, { method: 'DELETE', asCustomer: true });
  setQueryData<Pet[]>(petsKey(cusID), (old = []) => old.filter((p) => p.id !== id));
  afterChange(cusID);
  return message;
}
