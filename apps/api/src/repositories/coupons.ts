import { and, asc, eq, inArray } from 'drizzle-orm';
import { coversWholeOrder, type CouponScope } from '@canino/shared';
import type { Db } from '../db/client';
import { categories, coupons, products, productVariants } from '../db/schema';
import { lockRow } from './lock-row';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** A coupon locked until the transaction ends, read as the change it is about to receive replaces it. */
export const lockCoupon = (tx: Db, id: number) => lockRow(tx, coupons, id);

/** The active coupons the owner shows to shoppers, by code; whether each can be used now is judged by its terms. */
export async function listShownCoupons(db: Db): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.shown, true), eq(coupons.active, true)))
    .orderBy(asc(coupons.code));
}

/** What a coupon's scope names, as shoppers and the owner read it, and what the browser's cart needs to mark lines. */
export interface ScopeFacts {
  categories: string[];
  products: string[];
  /** Sizes by their sized names ("Salmon Oil, 250 ml"). */
  sizes: string[];
  /** The products of the covered categories now: the browser's cart knows a line's product, not its category. */
  categoryProducts: number[];
}

/** The names and category members of a coupon's scope; nothing is read for a whole-order coupon. */
export async function readScopeFacts(db: Db, s: CouponScope): Promise<ScopeFacts> {
  return (await readScopesFacts(db, [s]))[0]!;
}

/**
 * readScopeFacts for many coupons (a page of the admin's list, the shown offers) in the same four
 * queries as for one, whatever their number.
 */
export async function readScopesFacts(db: Db, scopes: readonly CouponScope[]): Promise<ScopeFacts[]> {
  const all = (pick: (s: CouponScope) => readonly number[]) => [...new Set(scopes.flatMap(pick))];
  const [categoryIds, productIds, variantIds] = [all((s) => s.categoryIds), all((s) => s.productIds), all((s) => s.variantIds)];
  const [cats, members, named, sizes] = await Promise.all([
    categoryIds.length ? db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds)) : [],
    categoryIds.length ? db.select({ id: products.id, categoryId: products.categoryId }).from(products).where(inArray(products.categoryId, categoryIds)) : [],
    productIds.length ? db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)) : [],
    variantIds.length
      ? db
          .select({ id: productVariants.id, name: products.name, label: productVariants.label })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(inArray(productVariants.id, variantIds))
      : [],
  ]);
  const byName = (a: string, b: string) => a.localeCompare(b);
  const namesOf = (rows: readonly { id: number; name: string }[], ids: readonly number[]) =>
    rows
      .filter((r) => ids.includes(r.id))
      .map((r) => r.name)
      .sort(byName);
  return scopes.map((s) =>
    coversWholeOrder(s)
      ? { categories: [], products: [], sizes: [], categoryProducts: [] }
      : {
          categories: namesOf(cats, s.categoryIds),
          products: namesOf(named, s.productIds),
          sizes: namesOf(
            sizes.map((v) => ({ id: v.id, name: `${v.name}, ${v.label}` })),
            s.variantIds,
          ),
          categoryProducts: members
            .filter((p) => p.categoryId !== null && s.categoryIds.includes(p.categoryId))
            .map((p) => p.id)
            .sort((a, b) => a - b),
        },
  );
}
