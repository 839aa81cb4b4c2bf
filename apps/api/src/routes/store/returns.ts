import { MAX_RETURN_PHOTOS, failure, idParams, orderReturns, ok, returnRequestInput } from '@canino/shared';
import type { AppContext } from '../../context';
import { multipartOnly, readMultipartBody, type FormFiles } from '../../http/multipart';
import { requireCustomer } from '../../http/session';
import type { Api } from '../../http/types';
import { getOrderReturns, requestReturn } from '../../services/returns/request-return';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure, 413: failure, 415: failure, 422: failure, 429: failure };
const tags = ['orders'];

/** Up to three photos of what is wrong, in `photos`. */
const RETURN_PHOTOS: FormFiles = { fields: ['photos'], max: MAX_RETURN_PHOTOS };

/** "Return or report a problem" on the customer's own delivered order (decision 065). */
export function returnRoutes(app: Api, ctx: AppContext): void {
  app.get('/orders/:id/returns', { schema: { tags, params: idParams, response: { 200: ok(orderReturns), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await getOrderReturns(ctx, await requireCustomer(ctx, req), req.params.id),
  }));

  app.post(
    '/orders/:id/returns',
    {
      config: { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } },
      preValidation: readMultipartBody(RETURN_PHOTOS),
      schema: { tags, ...multipartOnly, params: idParams, body: returnRequestInput, response: { 200: ok(orderReturns), ...failures } },
    },
    async (req) => ({
      status: 1 as const,
      message: 'We have your return request and will email you at each step',
      data: await requestReturn(ctx, await requireCustomer(ctx, req), req.params.id, req.body, req.uploadedFiles ?? []),
    }),
  );
}
