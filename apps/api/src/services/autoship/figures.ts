import { autoshipLinePaise, computeAutoshipFigures, monthStartOf, type AutoshipFigures, type FigureSize } from '@canino/shared';
import type { AppContext } from '../../context';
import { getAutoshipSettings, listSubscriptionItems, listSubscriptionsLiveSince } from '../../repositories/subscriptions';

/**
 * The owner's autoship figures (rules/autoship-figures) from the subscriptions not cancelled before this
 * month began, at today's prices less the standing discount: a first order's own discount is once, not recurring.
 */
export async function getAutoshipFigures(ctx: AppContext): Promise<AutoshipFigures> {
  const now = ctx.now();
  const [rows, settings] = await Promise.all([listSubscriptionsLiveSince(ctx.db, monthStartOf(now)), getAutoshipSettings(ctx.db)]);
  const items = await listSubscriptionItems(
    ctx.db,
    rows.map((r) => r.id),
  );
  const sizes = new Map<number, FigureSize>(items.map((i) => [i.variantId, { variantId: i.variantId, productName: i.productName, label: i.label, stock: i.stock }]));
  const subs = rows.map((row) => {
    const own = items.filter((i) => i.subscriptionId === row.id);
    return {
      ...row,
      cyclePaise: own.reduce((sum, i) => sum + autoshipLinePaise({ unitPricePaise: i.pricePaise, quantity: i.quantity }, settings.discountPercent), 0),
      items: own,
    };
  });
  return computeAutoshipFigures(subs, [...sizes.values()], now);
}
