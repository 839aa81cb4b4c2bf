import { codAnswerInput, codConfirmation, failure, linkToken, ok, paymentSession } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { answerCodConfirmation, payInsteadOfCash, readCodConfirmation } from '../../services/orders/answer-cod-order';

const failures = { 400: failure, 404: failure, 409: failure, 429: failure };
const tags = ['cash on delivery'];

/**
 * The page a cash-on-delivery order's confirmation link opens (decision 063): it reads the order, then
 * its Confirm or Cancel button answers. Both are POSTs with the token in the body, so no log line holds
 * it, and opening the link (a mail scanner does) answers nothing.
 */
export function codConfirmationRoutes(app: Api, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.config.checkoutRateLimitMax, timeWindow: '1 minute' } };

  app.post('/orders/cod-confirmation/read', { config: limited, schema: { tags, body: linkToken, response: { 200: ok(codConfirmation), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await readCodConfirmation(ctx, req.body.token),
  }));

  // "Pay now instead": the provider's checkout for the order less its COD fee; the browser pays and reports as at checkout.
  app.post('/orders/cod-confirmation/pay', { config: limited, schema: { tags, body: linkToken, response: { 200: ok(paymentSession), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await payInsteadOfCash(ctx, req.body.token),
  }));

  app.post('/orders/cod-confirmation', { config: limited, schema: { tags, body: codAnswerInput, response: { 200: ok(codConfirmation), ...failures } } }, async (req) => {
    const answered = await answerCodConfirmation(ctx, req.body.token, req.body.answer);
    return { status: 1 as const, message: answered.message, data: answered };
  });
}
