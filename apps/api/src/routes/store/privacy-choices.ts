import { accountPrivacy, consentChoice, consentPurposeOf, erasureInput, failure, formatShopDateTime, linkToken, ok, okMessage } from '@canino/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { clearSessionCookie, requireCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import { cancelErasure, requestErasure } from '../../services/account/erasure-request';
import * as privacy from '../../services/account/privacy-choices';
import { withdrawByLink } from '../../services/consents/consents';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure, 429: failure };
const tags = ['account'];

/**
 * The customer's privacy choices (Digital Personal Data Protection Act 2023): optional emails ticked and
 * unticked on the account page or stopped by a message's link, and "Delete my account" with its
 * "Keep my account" (decision 049).
 */
export function privacyChoiceRoutes(app: Api, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } };

  app.get('/account/privacy', { schema: { tags, response: { 200: ok(accountPrivacy), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await privacy.accountPrivacy(ctx, await requireCustomer(ctx, req)),
  }));

  app.put('/account/consents', { schema: { tags, body: consentChoice, response: { 200: ok(accountPrivacy), ...failures } } }, async (req) => {
    const data = await privacy.chooseOnAccountPage(ctx, await requireCustomer(ctx, req), req.body.purpose, req.body.granted);
    const label = consentPurposeOf(req.body.purpose).what;
    return { status: 1 as const, message: req.body.granted ? `We will send you ${label}.` : `We will not send you ${label}.`, data };
  });

  app.post('/consents/unsubscribe', { config: limited, schema: { tags, body: linkToken, response: { 200: okMessage, ...failures } } }, async (req) => ({
    status: 1 as const,
    message: await withdrawByLink(ctx, req.body.token, 'unsubscribe-link'),
  }));

  app.post('/account/erase', { config: limited, schema: { tags, body: erasureInput, response: { 200: okMessage, ...failures } } }, async (req, reply) => {
    const { dueAt } = await requestErasure(ctx, await requireCustomer(ctx, req), req.body.password);
    clearSessionCookie(ctx, reply, 'customer');
    return {
      status: 1 as const,
      message: `Your account will be deleted on ${formatShopDateTime(dueAt)}. We have emailed you a notice; log in before then to keep it.`,
    };
  });

  app.post('/account/erase/cancel', { schema: { tags, response: { 200: okMessage, ...failures } } }, async (req) => {
    await cancelErasure(ctx, await requireCustomer(ctx, req));
    return { status: 1 as const, message: 'Your account stays. We have cancelled your request to delete it.' };
  });
}

/**
 * RFC 8058's one-click unsubscribe at a message's List-Unsubscribe address, `/unsubscribe?token=` (and the
 * older `/refill/unsubscribe?token=` of reminders sent before): a GET is the storefront's page with its
 * button, a POST withdraws at once. The mail provider posts `List-Unsubscribe=One-Click` from its servers,
 * form-encoded or multipart, with no cookie and no Origin of the shop's, so this lives outside /admin/api
 * (its cross-site check) and reads any body as plain text without needing it: the token is the proof.
 */
export async function oneClickUnsubscribeRoute(app: Api, ctx: AppContext): Promise<void> {
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));
    for (const url of ['/unsubscribe', '/refill/unsubscribe']) {
      scope.post(url, { schema: { tags, querystring: linkToken, response: { 200: okMessage, 400: failure, 404: failure } } }, async (req) => ({
        status: 1 as const,
        message: await withdrawByLink(ctx, req.query.token, 'mail-client'),
      }));
    }
  });
}
