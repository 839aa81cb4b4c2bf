import type { AdminMaker, MakerInput, Paged, PageQuery } from '@canino/shared';
import { invalidateQueries, useQuery } from '../../../../lib/query';
import { ADMIN_KEY, adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

/** Read afresh on each visit (the cached list shows meanwhile): a product's save elsewhere changes their counts. */
export const useMakers = (q: Partial<PageQuery>) => useQuery(adminKey('makers', q), () => adminGet<Paged<AdminMaker>>('/makers', q), { staleMs: 0 });

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

/** Every maker, for the product form's selects (a shop has a handful). */
export const useMakerOptions = () => useMakers({ pageSize: 100 });

/** Reads the makers again where they are shown (one may have been added in another tab). */
export const refreshMakers = () => invalidateQueries(`${ADMIN_KEY}makers`);
