import { searchWords } from '@canino/shared';
import type { Db } from '../../db/client';
import { listProductsInOrder, type ListedProductRow, type ProductFilter } from '../../repositories/catalog';
import { productIdsBySku, resolveWords, searchProductIds, type ResolvedWord } from '../../repositories/product-search';

/** Words this short are taken as typed: trigrams cannot tell a typo in them from another word. */
const MIN_FUZZY_LENGTH = 4;
const SAFE_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The catalog words a query word stands for: itself (as a prefix) when some catalog word starts with
 * it, else its nearest catalog words ("omga" → omega). Stop words ("for", "the") stand for nothing.
 */
function alternativesFor(w: ResolvedWord): string[] {
  if (w.stop) return [];
  if (w.known || w.word.length < MIN_FUZZY_LENGTH || /^\p{N}+$/u.test(w.word) || !w.near.length) return [w.word];
  return w.near.filter((n) => SAFE_WORD.test(n));
}

/**
 * Search word by word, typo-tolerant and ranked (decision 020). Each word becomes a prefix tsquery of
 * its alternatives, e.g. "omga joint" → ["omega:*", "joint:*"]; the database ranks the products. A
 * query that is a size's SKU ("can-mvm-101-120") finds that size's product alone: a shopper who types a
 * code from a pack or an invoice means that product, not products sharing its words.
 */
export async function searchProducts(db: Db, q: string, filter: ProductFilter, limit?: number): Promise<ListedProductRow[]> {
  const bySku = await productIdsBySku(db, q.trim(), filter);
  if (bySku.length) return listProductsInOrder(db, bySku);
  const words = searchWords(q);
  if (!words.length) return [];
  const queries = (await resolveWords(db, words))
    .map(alternativesFor)
    .filter((alts) => alts.length)
    .map((alts) => alts.map((a) => `${a}:*`).join(' | '));
  if (!queries.length) return [];
  return listProductsInOrder(db, await searchProductIds(db, queries, filter, limit));
}
