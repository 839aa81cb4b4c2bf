import { z } from 'zod';
import { adminOrderRow } from './admin-orders.js';
import { autoshipFigures } from './autoship.js';

const period = z.object({ salesPaise: z.number().int(), orders: z.number().int() });

export const DASHBOARD_CHART_DAYS = 30;

/** Sales count orders that were paid for (see SALE_STATUSES), by the day they were paid, in India time. */
export const adminDashboard = z.object({
  today: period,
  last7Days: period,
  last30Days: period,
  /** One entry per day, oldest first, ending today. */
  chart: z.array(period.extend({ date: z.string() })),
  lowStock: z.array(z.object({ id: z.number().int(), name: z.string(), stock: z.number().int(), image: z.string() })),
  recentOrders: z.array(adminOrderRow),
  toShip: z.number().int(),
  openMessages: z.number().int(),
  autoship: autoshipFigures,
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
