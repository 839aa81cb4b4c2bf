import { failure, idParams, ok, okMessage, productReminderSwitch, refillCart, refillOverview, refillToken, remindersSwitch, snoozeInput } from '@canino/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import * as refills from '../../services/refills/refill-account';

const failures = { 400: failure, 401: failure, 404: failure };
const tags = ['refills'];
const UNSUBSCRIBED = 'You will get no more refill reminders. You can turn them on again under Upcoming refills.';

/** Upcoming refills and reminder switches (logged in), and the reminder email's two links (by token). */
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

  app.post('/refills/unsubscribe', { schema: { tags, body: refillToken, response: { 200: okMessage, ...failures } } }, async (req) => {
    await refills.unsubscribeByToken(ctx, req.body.token);
    return { status: 1 as const, message: UNSUBSCRIBED };
  });

  app.post('/refills/cart', { schema: { tags, body: refillToken, response: { 200: ok(refillCart), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await refills.refillCartByToken(ctx, req.body.token),
  }));
}

/**
 * RFC 8058's one-click unsubscribe at the reminder's own unsubscribe address, `/refill/unsubscribe?token=`:
 * a GET is the page with its button (the storefront), a POST unsubscribes at once. The mail provider posts
 * `List-Unsubscribe=One-Click` from its servers, form-encoded or multipart, with no cookie and no Origin of
 * the shop's, so this lives outside /admin/api (its cross-site check) and reads any body as plain text
 * without needing it: the token in the address is the proof.
 */
export async function oneClickUnsubscribeRoute(app: Api, ctx: AppContext): Promise<void> {
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
    scope.post('/refill/unsubscribe', { schema: { tags, querystring: refillToken, response: { 200: okMessage, ...failures } } }, async (req) => {
      await refills.unsubscribeByToken(ctx, req.query.token);
      return { status: 1 as const, message: UNSUBSCRIBED };
    });
  });
}
