import type { AdminCoupon, CouponInput, PageQuery, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../errors';
import * as repo from '../../repositories/coupon-list';
import { type CouponRow, lockCoupon, readScopeFacts } from '../../repositories/coupons';
import { couponCoverage, couponCoverages } from './coupon-coverage';
import { recordAdminChange } from '../audit/audit-log';

/** usedCount is kept by checkout, not by an admin; the log keeps what the owner set. */
const audited = (c: CouponRow | null) => {
  if (!c) return null;
  const { usedCount: _used, ...rest } = c;
  return rest;
};
const audit = (before: CouponRow | null, after: CouponRow | null, action: string) => ({
  entity: 'coupon' as const,
  entityId: (after ?? before)!.id,
  action,
  label: (after ?? before)!.code,
  before: audited(before),
  after: audited(after),
});

// Coupons are checked live at the cart and at checkout, but the offers shown to shoppers are kept with the
// catalog's answers (services/catalog/offers.ts): every write here drops them.

const NOT_FOUND = 'This coupon does not exist';
const TAKEN = 'A coupon with this code already exists';

async function present(db: Db, c: CouponRow): Promise<AdminCoupon> {
  return presentCovered(c, (await couponCoverage(db, c)).words);
}

function presentCovered(c: CouponRow, words: string | null): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    percent: c.percent,
    capPaise: c.capPaise,
    flatPaise: c.flatPaise,
    minQuantity: c.minQuantity,
    active: c.active,
    validFrom: c.validFrom?.toISOString() ?? null,
    validTo: c.validTo?.toISOString() ?? null,
    usageLimit: c.usageLimit,
    usedCount: c.usedCount,
    minOrderPaise: c.minOrderPaise,
    firstOrderOnly: c.firstOrderOnly,
    perCustomerLimit: c.perCustomerLimit,
    shown: c.shown,
    categoryIds: c.categoryIds,
    productIds: c.productIds,
    variantIds: c.variantIds,
    covers: words,
  };
}

/** A scope naming a category, product or size that does not exist (deleted meanwhile, or made up) is refused. */
async function assertScopeExists(db: Db, input: CouponInput): Promise<void> {
  const found = await readScopeFacts(db, input);
  const missing = (field: string, asked: number, got: number, message: string) => {
    if (got < asked) throw unprocessable(message, field);
  };
  missing('categoryIds', input.categoryIds.length, found.categories.length, 'A chosen category no longer exists');
  missing('productIds', input.productIds.length, found.products.length, 'A chosen product no longer exists');
  missing('variantIds', input.variantIds.length, found.sizes.length, 'A chosen size no longer exists');
}

function values(input: CouponInput) {
  return {
    ...input,
    validFrom: input.validFrom ? new Date(input.validFrom) : null,
    validTo: input.validTo ? new Date(input.validTo) : null,
  };
}

async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(TAKEN, { code: TAKEN });
    throw err;
  }
}

export async function listCoupons(ctx: AppContext, q: PageQuery): Promise<Paged<AdminCoupon>> {
  const { rows, total } = await repo.listCouponsPage(ctx.db, q);
  const coverages = await couponCoverages(ctx.db, rows);
  return { items: rows.map((r, i) => presentCovered(r, coverages[i]!.words)), total, page: q.page, pageSize: q.pageSize };
}

/** What a coupon may cover, for the form's choices. */
export const scopeOptions = (ctx: AppContext) => repo.listScopeOptions(ctx.db);

export async function getCoupon(ctx: AppContext, id: number): Promise<AdminCoupon> {
  const row = await repo.findCoupon(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return present(ctx.db, row);
}

export async function createCoupon(ctx: AppContext, adminId: number, input: CouponInput): Promise<AdminCoupon> {
  const row = await uniquely(() =>
    ctx.db.transaction(async (tx) => {
      await assertScopeExists(tx, input);
      const made = await repo.insertCoupon(tx, values(input));
      await recordAdminChange(tx, adminId, audit(null, made, 'create'));
      return made;
    }),
  );
  ctx.catalogCache.invalidate();
  return present(ctx.db, row);
}

export async function updateCoupon(ctx: AppContext, adminId: number, id: number, input: CouponInput): Promise<AdminCoupon> {
  const row = await uniquely(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockCoupon(tx, id);
      if (!before) throw notFound(NOT_FOUND);
      await assertScopeExists(tx, input);
      const after = (await repo.updateCoupon(tx, id, values(input)))!;
      await recordAdminChange(tx, adminId, audit(before, after, 'update'));
      return after;
    }),
  );
  ctx.catalogCache.invalidate();
  return present(ctx.db, row);
}

/** A coupon customers have used stays on record (their orders name it); it is deactivated instead. */
export async function deleteCoupon(ctx: AppContext, adminId: number, id: number): Promise<{ deleted: boolean }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const current = await lockCoupon(tx, id);
    if (!current) throw notFound(NOT_FOUND);
    if (current.usedCount > 0) {
      await recordAdminChange(tx, adminId, audit(current, (await repo.updateCoupon(tx, id, { active: false }))!, 'deactivate'));
      return { deleted: false };
    }
    await repo.deleteCoupon(tx, id);
    await recordAdminChange(tx, adminId, audit(current, null, 'delete'));
    return { deleted: true };
  });
  ctx.catalogCache.invalidate();
  return outcome;
}
