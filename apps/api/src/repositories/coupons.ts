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
  if (coversWholeOrder(s)) return { categories: [], products: [], sizes: [], categoryProducts: [] };
  const [cats, members, named, sizes] = await Promise.all([
    s.categoryIds.length
      ? db
          .select({ name: categories.name })
          .from(categories)
          .where(inArray(categories.id, [...s.categoryIds]))
      : [],
    s.categoryIds.length
      ? db
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.categoryId, [...s.categoryIds]))
      : [],
    s.productIds.length
      ? db
          .select({ name: products.name })
          .from(products)
          .where(inArray(products.id, [...s.productIds]))
      : [],
    s.variantIds.length
      ? db
          .select({ name: products.name, label: productVariants.label })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(inArray(productVariants.id, [...s.variantIds]))
      : [],
  ]);
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    categories: cats.map((c) => c.name).sort(byName),
    products: named.map((p) => p.name).sort(byName),
    sizes: sizes.map((v) => `${v.name}, ${v.label}`).sort(byName),
    categoryProducts: members.map((p) => p.id).sort((a, b) => a - b),
  };
}
