import type { AdminCoupon, AdminDeleteResult, CouponInput, CouponScopeOptions, Paged, PageQuery } from '@canino/shared';
import { useQuery } from '../../../../lib/query';
import { adminGet, adminKey, adminRequest, refreshAfterWrite } from '../../../lib/api-client';

export const useCoupons = (q: Partial<PageQuery>) => useQuery(adminKey('coupons', q), () => adminGet<Paged<AdminCoupon>>('/coupons', q));

export const useCoupon = (id: number | null) => useQuery(id === null ? null : adminKey('coupons', { id }), () => adminGet<AdminCoupon>(`/coupons/${id}`));

/** Every category and product with its sizes: what a coupon may cover. */
export const useScopeOptions = () => useQuery(adminKey('coupons', { scope: 'options' }), () => adminGet<CouponScopeOptions>('/coupons/scope-options'));

export async function saveCoupon(id: number | null, input: CouponInput) {
  const res = await adminRequest<AdminCoupon>(id === null ? '/coupons' : `/coupons/${id}`, { method: id === null ? 'POST' : 'PUT', body: input });
  refreshAfterWrite('coupons');
  return res;
}

export async function deleteCoupon(id: number) {
  const res = await adminRequest<AdminDeleteResult>(`/coupons/${id}`, { method: 'DELETE' });
  refreshAfterWrite('coupons');
  return res;
}
