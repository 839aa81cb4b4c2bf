import { computeCodFigures, monthStartOf, rtoWindowStart, type CodFigures } from '@canino/shared';
import type { AppContext } from '../../context';
import { countCodOrders, listPincodeRtoRows, sumReturnedSince } from '../../repositories/cod-figures';
import { readCheckoutSettings } from '../delivery/checkout-settings';

/** The owner's COD figures (rules/cod-figures) over checkout's RTO window, and this India month's losses. */
export async function getCodFigures(ctx: AppContext): Promise<CodFigures> {
  const now = ctx.now();
  const since = rtoWindowStart(now);
  const [counts, pincodes, losses, settings] = await Promise.all([
    countCodOrders(ctx.db, since),
    listPincodeRtoRows(ctx.db, since),
    sumReturnedSince(ctx.db, monthStartOf(now)),
    readCheckoutSettings(ctx),
  ]);
  return computeCodFigures({ ...counts, pincodes, ...losses }, settings.cod.rtoMinOrders);
}
