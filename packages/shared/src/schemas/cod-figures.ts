import { z } from 'zod';
import type { CodFigures } from '../rules/cod-figures.js';

const count = z.number().int();
const rate = z.number().nullable();

/**
 * GET /cod/figures: cash on delivery over the orders placed in the last RTO_WINDOW_DAYS (the window
 * checkout's RTO limit reads), and the money lost to parcels that came back this month (India's month).
 * Percents are unrounded, null where nothing was counted.
 */
export const codFigures = z.object({
  orders: count,
  codOrders: count,
  codSharePercent: rate,
  asked: count,
  confirmed: count,
  confirmationPercent: rate,
  finished: count,
  returned: count,
  rtoPercent: rate,
  worstPincodes: z.array(z.object({ pincode: z.string(), finished: count, returned: count, ratePercent: z.number(), counted: z.boolean() })),
  returnedThisMonth: count,
  lostThisMonthPaise: count,
}) satisfies z.ZodType<CodFigures>;
