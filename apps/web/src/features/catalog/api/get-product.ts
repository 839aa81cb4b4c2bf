import type { ProductDetail } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { takeEmbeddedData } from '../../../lib/embedded-answers';
import { useQuery } from '../../../lib/query';

export const productKey = (id: number) => `catalog:product:${id}`;

const productPath = (id: number) => `/productById/${id}`;

export const getProduct = (id: number) => apiGet<ProductDetail>(productPath(id)).then((r) => r.data);

/**
 * One product with its gallery; `null` (no call) when the id in the address is not a number. Opened
 * straight from a link, the page holds the product already (the server embedded it).
 */
export const useProduct = (id: number | null) =>
  useQuery(id === null ? null : productKey(id), () => getProduct(id!), { initialData: () => takeEmbeddedData<ProductDetail>(productPath(id!)) });
