import type { AdminCoupon, CouponInput, PageQuery, Paged } from '@canino/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../errors';
import * as repo from '../../repositories/admin-coupons';
import type { CouponRow } from '../../repositories/coupons';

// Coupons are checked live at the cart and at checkout (never cached), so writes here need no cache refresh.

const NOT_FOUND = 'This coupon does not exist';
const TAKEN = 'A coupon with this code already exists';

function present(c: CouponRow): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    percent: c.percent,
    active: c.active,
    validFrom: c.validFrom?.toISOString() ?? null,
    validTo: c.validTo?.toISOString() ?? null,
    usageLimit: c.usageLimit,
    usedCount: c.usedCount,
    minOrderPaise: c.minOrderPaise,
    firstOrderOnly: c.firstOrderOnly,
    perCustomerLimit: c.perCustomerLimit,
  };
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
  return { items: rows.map(present), total, page: q.page, pageSize: q.pageSize };
}

export async function getCoupon(ctx: AppContext, id: number): Promise<AdminCoupon> {
  const row = await repo.findCoupon(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return present(row);
}

export async function createCoupon(ctx: AppContext, input: CouponInput): Promise<AdminCoupon> {
  return present(await uniquely(() => repo.insertCoupon(ctx.db, values(input))));
}

export async function updateCoupon(ctx: AppContext, id: number, input: CouponInput): Promise<AdminCoupon> {
  const row = await uniquely(() => repo.updateCoupon(ctx.db, id, values(input)));
  if (!row) throw notFound(NOT_FOUND);
  return present(row);
}

/** A coupon customers have used stays on record (their orders name it); it is deactivated instead. */
export async function deleteCoupon(ctx: AppContext, id: number): Promise<{ deleted: boolean }> {
  const current = await repo.findCoupon(ctx.db, id);
  if (!current) throw notFound(NOT_FOUND);
  if (current.usedCount > 0) {
    await repo.updateCoupon(ctx.db, id, { active: false });
    return { deleted: false };
  }
  await repo.deleteCoupon(ctx.db, id);
  return { deleted: true };
}
