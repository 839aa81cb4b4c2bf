import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, productSearch, products, productVariants } from '../db/schema';
import type { ProductFilter } from './catalog';
import { productFilterConditions } from './catalog';
import { fromPriceOf } from './product-variants';

/** One query word as the catalog knows it: a stop word, a known word (or prefix), or its nearest catalog words. */
export interface ResolvedWord {
  word: string;
  stop: boolean;
  known: boolean;
  near: string[];
}

/**
 * Looks each word up in the catalog's word list (decision 020): whether some catalog word starts with it,
 * and the catalog words most like it by trigram similarity (pg_trgm's `%`, threshold 0.3), best first.
 */
export async function resolveWords(db: Db, words: string[]): Promise<ResolvedWord[]> {
  const result = await db.execute(sql`
    select w.word,
           to_tsvector('english', w.word) = ''::tsvector as stop,
           exists (select 1 from ${searchTermsTable} t where t.word like w.word || '%') as known,
           array(select t.word from ${searchTermsTable} t where t.word % w.word
                  order by similarity(t.word, w.word) desc, t.word limit 3) as near
      from unnest(${toTextArray(words)}::text[]) with ordinality as w(word, ord)
     order by w.ord`);
  return rows<{ word: string; stop: boolean; known: boolean; near: string[] | string }>(result).map((r) => ({
    word: r.word,
    stop: r.stop,
    known: r.known,
    near: parseTextArray(r.near),
  }));
}

const searchTermsTable = sql.raw('search_terms');

/**
 * Ids of the active products matching `queries` (one tsquery text per word, each `a:* | b:*`), best
 * first. Products matching the most words win; among those, ts_rank on the weighted document (name,
 * category, description, details) orders them, unless `sort` asks for price, rating or date.
 */
export async function searchProductIds(db: Db, queries: string[], filter: ProductFilter, limit: number | undefined): Promise<number[]> {
  const any = sql`to_tsquery('english', ${queries.map((q) => `(${q})`).join(' | ')})`;
  const coverage = sql.join(
    queries.map((q) => sql`(${productSearch.document} @@ to_tsquery('english', ${q}))::int`),
    sql` + `,
  );
  const where = sql.join([sql`${productSearch.document} @@ ${any}`, ...productFilterConditions(filter)], sql` and `);
  const order: Record<string, SQL> = {
    relevance: sql`rank desc, rating desc, id`,
    price_asc: sql`price asc, rank desc, id`,
    price_desc: sql`price desc, rank desc, id`,
    newest: sql`created_at desc, id desc`,
    name: sql`name asc, id`,
    rating: sql`rating desc, rank desc, id`,
  };
  const result = await db.execute(sql`
    select id from (
      select ${products.id} as id, ${products.name} as name, ${fromPriceOf(products.id)} as price, ${products.createdAt} as created_at,
             coalesce(${products.ratingSum}::float / nullif(${products.ratingCount}, 0), 0) as rating,
             ts_rank(${productSearch.document}, ${any}) as rank,
             ${coverage} as coverage,
             max(${coverage}) over () as best
        from ${products}
        join ${categories} on ${categories.id} = ${products.categoryId}
        join ${productSearch} on ${productSearch.productId} = ${products.id}
       where ${where}
    ) matched
    -- Every word if some product has them all, else as many as any product has.
    where coverage = best
    order by ${order[filter.sort ?? 'relevance'] ?? order.relevance}
    ${limit ? sql`limit ${limit}` : sql``}`);
  return rows<{ id: number }>(result).map((r) => r.id);
}

/**
 * The product (at most one: SKUs are unique) with a size on sale whose SKU is `sku` as the shopper typed it,
 * in any case, if the listing's filters let it through: a search for a SKU finds its product.
 */
export async function productIdsBySku(db: Db, sku: string, filter: ProductFilter): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(sql`lower(${productVariants.sku}) = lower(${sku})`, eq(productVariants.active, true), ...productFilterConditions(filter)))
    .limit(1);
  return rows.map((r) => r.id);
}

/** node-postgres answers `{ rows }`; PGlite's drizzle driver too. */
function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function toTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** A text[] arrives as an array from node-postgres and PGlite alike; older drivers send `{a,b}`. */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((v) => v.replace(/^"|"$/g, '')) : [];
}
