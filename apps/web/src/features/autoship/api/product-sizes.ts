import type { ProductDetail, ProductVariant } from '@canino/shared';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** The sizes on sale today of the products an autoship holds, by product, for swapping one size for another. */
export function useSizesOf(productIds: readonly number[]) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  return useQuery(ids.length ? `autoship-sizes:${ids.join(',')}` : null, async () => {
    const found = await Promise.all(ids.map(async (id) => [id, (await apiGet<ProductDetail>(`/productById/${id}`)).data.product.variants] as const));
    return new Map<number, ProductVariant[]>(found);
  });
}
