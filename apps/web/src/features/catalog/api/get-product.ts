import type { ProductDetail } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

export const productKey = (id: number) => `catalog:product:${id}`;

export const getProduct = (id: number) => apiGet<ProductDetail>(`/productById/${id}`).then((r) => r.data);

/** One product with its gallery; `null` (no call) when the id in the address is not a number. */
export const useProduct = (id: number | null) => useQuery(id === null ? null : productKey(id), () => getProduct(id!));
