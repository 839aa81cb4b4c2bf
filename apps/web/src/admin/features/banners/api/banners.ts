import type { AdminBanner, Paged, PageQuery } from '@canino/shared';
import { toFormData } from '../../../../lib/api-client';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useBanners = (q: Partial<PageQuery>) => useQuery(adminKey('banners', q), () => adminGet<Paged<AdminBanner>>('/banners', q));

export const useBanner = (id: number | null) => useQuery(id === null ? null : adminKey('banners', { id }), () => adminGet<AdminBanner>(`/banners/${id}`));

export interface BannerFields {
  title: string;
  position: number;
  active: boolean;
  image?: File;
}

export async function saveBanner(id: number | null, { image, ...fields }: BannerFields) {
  const body = toFormData({ ...fields, active: String(fields.active), image });
  const res = await adminRequest<AdminBanner>(id === null ? '/banners' : `/banners/${id}`, { method: id === null ? 'POST' : 'PUT', body });
  refreshAfterWrite('banners');
  return res;
}

export async function deleteBanner(id: number) {
  const res = await adminRequest<undefined>(`/banners/${id}`, { method: 'DELETE' });
  refreshAfterWrite('banners');
  return res;
}
