import { DASHBOARD_CHART_DAYS, SHOP_TIME_ZONE, type AdminDashboard } from '@canino/shared';
import type { AppContext } from '../../context';
import { countOrdersToShip, salesByDay } from '../../repositories/dashboard-figures';
import { countOpenMessages } from '../../repositories/message-list';
import { listRecentOrders } from '../../repositories/order-list';
import { listLowStock } from '../../repositories/products';
import { getAutoshipFigures } from '../autoship/figures';
import { presentOrderRow } from '../orders/admin-orders';

const DAY_MS = 86_400_000;
const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The last `n` India calendar days ending with the day of `now`, oldest first, as YYYY-MM-DD. */
function lastDays(now: Date, n: number): string[] {
  const today = Date.parse(`${indiaDay.format(now)}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export async function getDashboard(ctx: AppContext): Promise<AdminDashboard> {
  const days = lastDays(ctx.now(), DASHBOARD_CHART_DAYS);
  const sold = new Map((await salesByDay(ctx.db, days[0]!)).map((d) => [d.date, d]));
  const chart = days.map((date) => ({ date, salesPaise: sold.get(date)?.salesPaise ?? 0, orders: sold.get(date)?.orders ?? 0 }));
  const sum = (lastN: number) => chart.slice(-lastN).reduce((t, d) => ({ salesPaise: t.salesPaise + d.salesPaise, orders: t.orders + d.orders }), { salesPaise: 0, orders: 0 });
  return {
    today: sum(1),
    last7Days: sum(7),
    last30Days: sum(30),
    chart,
    lowStock: await listLowStock(ctx.db, 8),
    recentOrders: (await listRecentOrders(ctx.db, 8)).map((r) => presentOrderRow(ctx, r)),
    toShip: await countOrdersToShip(ctx.db),
    openMessages: await countOpenMessages(ctx.db),
    autoship: await getAutoshipFigures(ctx),
  };
}
