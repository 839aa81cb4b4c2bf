import { failure, idParams, ok, productReminderSwitch, refillCart, refillOverview, refillToken, remindersSwitch, snoozeInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { requireCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import * as refills from '../../services/refills/refill-account';

const failures = { 400: failure, 401: failure, 404: failure };
const tags = ['refills'];

/** Upcoming refills and reminder switches (logged in), and the reminder email's cart link (by token). */
export function refillRoutes(app: Api, ctx: AppContext): void {
  app.get('/refills', { schema: { tags, response: { 200: ok(refillOverview), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await refills.refillOverview(ctx, await requireCustomer(ctx, req)),
  }));

  app.post('/refills/:id/snooze', { schema: { tags, params: idParams, body: snoozeInput, response: { 200: ok(refillOverview), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: 'Reminder moved',
    data: await refills.snoozeRefill(ctx, await requireCustomer(ctx, req), req.params.id, req.body.until),
  }));

  app.put('/refills/reminders', { schema: { tags, body: remindersSwitch, response: { 200: ok(refillOverview), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: req.body.on ? 'Refill reminders are on' : 'Refill reminders are off',
    data: await refills.switchReminders(ctx, await requireCustomer(ctx, req), req.body.on),
  }));

  app.put('/refills/products', { schema: { tags, body: productReminderSwitch, response: { 200: ok(refillOverview), ...failures } } }, async (req) => ({
    status: 1 as const,
    message: req.body.on ? 'Reminders for this product are on' : 'No more reminders for this product',
    data: await refills.switchProductReminders(ctx, await requireCustomer(ctx, req), req.body.productId, req.body.on),
  }));

  app.post('/refills/cart', { schema: { tags, body: refillToken, response: { 200: ok(refillCart), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await refills.refillCartByToken(ctx, req.body.token),
  }));
}
