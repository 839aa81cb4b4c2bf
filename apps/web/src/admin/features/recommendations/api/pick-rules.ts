import type { PickRuleInput, PickRuleRecord } from '@canino/shared';
import { setQueryData, useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest } from '../../../lib/api-client';

const key = adminKey('pick-rules');

export const usePickRules = () => useQuery(key, () => adminGet<PickRuleRecord[]>('/pick-rules'));

/** Every change answers with the whole list, in order, which replaces the cached one. */
export async function savePickRule(input: PickRuleInput, id?: number) {
  const res = await adminRequest<PickRuleRecord[]>(id === undefined ? '/pick-rules' : `/pick-rules/${id}`, { method: id === undefined ? 'POST' : 'PUT', body: input });
  setQueryData(key, () => res.data);
  return res.message;
}

export async function deletePickRule(id: number) {
  const res = await adminRequest<PickRuleRecord[]>(`/pick-rules/${id}`, { method: 'DELETE' });
  setQueryData(key, () => res.data);
  return res.message;
}
