import { ok, waitingSize } from '@canino/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { listWaitingForStock } from '../../services/stock/back-in-stock';

const tags = ['admin: products'];

/** Sold-out sizes shoppers wait for: what to restock first. */
export function adminStockAlertRoutes(app: Api, ctx: AppContext): void {
  app.get('/stock-alerts', { schema: { tags, response: { 200: ok(z.array(waitingSize)) } } }, async () => ({
    status: 1 as const,
    data: await listWaitingForStock(ctx),
  }));
}
