import { checkCoupon, describeCoupon, type ShopOffer } from '@canino/shared';
import type { AppContext } from '../../context';
import type { CachedBody } from '../../ports/catalog-cache';
import { listShownCoupons, type CouponRow } from '../../repositories/coupons';
import type { Db } from '../../db/client';
import { couponCoverages, type CouponCoverage } from './coupon-coverage';
import { answerData } from './parsed-answer';

type Kept = CouponRow & { coverage: CouponCoverage };
type Stored = Omit<Kept, 'validFrom' | 'validTo' | 'createdAt' | 'updatedAt'> & { validFrom: string | null; validTo: string | null };

const asOffer = (c: Stored): ShopOffer => ({
  code: c.code,
  description: `${describeCoupon(c, c.coverage.words)}${c.firstOrderOnly ? ', on your first order' : ''}`,
  kind: c.kind,
  percent: c.percent,
  capPaise: c.capPaise,
  flatPaise: c.flatPaise,
  minOrderPaise: c.minOrderPaise,
  minQuantity: c.minQuantity,
  firstOrderOnly: c.firstOrderOnly,
  ...c.coverage.scope,
});

/** The shown coupons with what each covers, read when the cache is filled. */
async function shownWithCoverage(db: Db): Promise<Kept[]> {
  const shown = await listShownCoupons(db);
  const coverages = await couponCoverages(db, shown);
  return shown.map((c, i) => ({ ...c, coverage: coverages[i]! }));
}

/**
 * GET /offers: the coupons the owner shows that can be used now (started, not ended, not used up), as
 * the spec's `{ status: 1, data }` body. The shown coupons are read once, with what each covers, and
 * kept with the catalog's answers (a coupon's save drops them, and so does a catalog save, which may
 * rename or move what they cover); their dates and uses are judged at each answer by the shared
 * coupon rule, so an offer leaves the list the moment it ends. A use that takes the last of a coupon's
 * uses is seen at the next save of the catalog; until then checkout refuses it with its reason.
 */
export async function offersBody(ctx: Pick<AppContext, 'db' | 'catalogCache' | 'now'>): Promise<CachedBody> {
  const kept = await ctx.catalogCache.get('offers', async () => ({ status: 1, data: await shownWithCoverage(ctx.db) }));
  const now = ctx.now();
  const usable = answerData<Stored[]>(kept).filter((c) => {
    const terms = { ...c, validFrom: c.validFrom ? new Date(c.validFrom) : null, validTo: c.validTo ? new Date(c.validTo) : null };
    return checkCoupon(terms, null, now).ok;
  });
  return ctx.catalogCache.bypass(async () => ({ status: 1, data: usable.map(asOffer) }));
}
