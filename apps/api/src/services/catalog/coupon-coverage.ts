import { coversWholeOrder, scopeWords, type CouponScope } from '@canino/shared';
import type { Db } from '../../db/client';
import { readScopeFacts } from '../../repositories/coupons';

/**
 * What a coupon covers, for those who read it: `words` for its description ("Joint Care products and
 * Salmon Oil, 250 ml"; null for the whole order), and `scope` as the browser's cart can judge it, with the
 * categories' products listed, since a cart line knows its product and size but not its category.
 */
export interface CouponCoverage {
  words: string | null;
  scope: { categoryIds: number[]; productIds: number[]; variantIds: number[] };
}

export async function couponCoverage(db: Db, s: CouponScope): Promise<CouponCoverage> {
  if (coversWholeOrder(s)) return { words: null, scope: { categoryIds: [], productIds: [], variantIds: [] } };
  const facts = await readScopeFacts(db, s);
  return {
    words: scopeWords({ categories: facts.categories, products: [...facts.products, ...facts.sizes] }),
    scope: { categoryIds: [...s.categoryIds], productIds: [...new Set([...s.productIds, ...facts.categoryProducts])].sort((a, b) => a - b), variantIds: [...s.variantIds] },
  };
}
