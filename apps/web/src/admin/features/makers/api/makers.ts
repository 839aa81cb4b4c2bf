import type { AdminMaker, MakerInput } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useMaker = (id: number | null) => useQuery(id === null ? null : adminKey('makers', { id }), () => adminGet<AdminMaker>(`/makers/${id}`));

/** Creates (no id) or saves a maker. Products name it, so their lists and pages refresh too. */
export async function saveMaker(id: number | null, input: MakerInput) {
  const res = await adminRequest<AdminMaker>(id === null ? '/makers' : `/makers/${id}`, { method: id === null ? 'POST' : 'PUT', body: input });
  refreshAfterWrite('makers');
  return res;
}

export async function deleteMaker(id: number) {
  const res = await adminRequest<undefined>(`/makers/${id}`, { method: 'DELETE' });
  refreshAfterWrite('makers');
  return res;
}
