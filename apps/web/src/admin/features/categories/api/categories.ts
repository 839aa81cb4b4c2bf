import type { AdminCategory } from '@canino/shared';
import { toFormData } from '../../../../lib/api-client';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useCategory = (id: number | null) => useQuery(id === null ? null : adminKey('categories', { id }), () => adminGet<AdminCategory>(`/categories/${id}`));

export interface CategoryFields {
  name: string;
  position: number;
  active: boolean;
  image?: File;
}

/** Creates (no id) or saves a category; sent as multipart because of the image. */
export async function saveCategory(id: number | null, { image, ...fields }: CategoryFields) {
  const body = toFormData({ ...fields, active: String(fields.active), image });
  const res = await adminRequest<AdminCategory>(id === null ? '/categories' : `/categories/${id}`, { method: id === null ? 'POST' : 'PUT', body });
  refreshAfterWrite('categories');
  return res;
}

export async function deleteCategory(id: number) {
  const res = await adminRequest<undefined>(`/categories/${id}`, { method: 'DELETE' });
  refreshAfterWrite('categories');
  return res;
}
