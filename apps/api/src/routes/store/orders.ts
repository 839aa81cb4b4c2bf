import {
  checkoutDismissInput,
  checkoutInput,
  codOrderPlaced,
  createOrderInput,
  createOrderResult,
  customerOrderDetail,
  customerOrdersPage,
  customerOrdersQuery,
  failure,
  idParams,
  ok,
  orderPaymentState,
  paymentSession,
} from '@canino/shared';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireCustomer, sessionToken } from '../../http/session';
import type { Api } from '../../http/types';
import { resolveSession } from '../../services/auth/sessions';
import { checkout } from '../../services/orders/checkout';
import { recordPaymentOutcome } from '../../services/orders/record-payment-outcome';
import { placeCodOrder } from '../../services/orders/place-cod-order';
import { getCustomerOrder, getOrderPaymentState, listCustomerOrders, resumePayment, type OrderAccess } from '../../services/orders/customer-orders';
import { releaseDismissedHold } from '../../services/orders/stock-hold';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure, 422: failure, 429: failure, 502: failure };
const tags = ['orders'];

/** Guests may buy; a logged-in customer's order is theirs by the session, never by a client-sent id. */
async function optionalCustomer(ctx: AppContext, req: FastifyRequest): Promise<number | null> {
  return (await resolveSession(ctx, 'customer', sessionToken(req, 'customer'))) ?? null;
}

/** The token checkout returned travels in a header, so it stays out of URLs and access logs. */
const orderTokenHeaders = z.object({ 'x-order-token': z.string().trim().max(100).optional() });

/** Whoever placed the order: the logged-in customer, or (a guest too) the browser holding its token. */
async function orderAccess(ctx: AppContext, req: FastifyRequest, orderToken: string | undefined): Promise<OrderAccess> {
  return { customerId: await optionalCustomer(ctx, req), orderToken: orderToken || null };
}

export function orderRoutes(app: Api, ctx: AppContext): void {
  app.post(
    '/checkout',
    {
      config: { rateLimit: { max: ctx.config.checkoutRateLimitMax, timeWindow: '1 minute' } },
      schema: { tags, body: checkoutInput, response: { 200: ok(paymentSession), ...failures } },
    },
    async (req) => ({ status: 1 as const, data: await checkout(ctx, await optionalCustomer(ctx, req), req.body) }),
  );

  app.post(
    '/checkout/cod',
    {
      // Each COD order sends a courier out with no money taken: fewer an hour than checkouts a minute.
      config: { rateLimit: { max: ctx.config.codRateLimitMax, timeWindow: '1 hour' } },
      schema: { tags, body: checkoutInput, response: { 200: ok(codOrderPlaced), ...failures } },
    },
    async (req) => {
      const placed = await placeCodOrder(ctx, await optionalCustomer(ctx, req), req.body);
      return { status: 1 as const, message: placed.message, data: placed };
    },
  );

  app.post(
    '/checkout/dismiss',
    {
      config: { rateLimit: { max: ctx.config.checkoutRateLimitMax, timeWindow: '1 minute' } },
      schema: { tags, body: checkoutDismissInput, response: { 200: z.object({ status: z.literal(1), message: z.string() }), ...failures } },
    },
    async (req) => ({ status: 1 as const, message: await releaseDismissedHold(ctx, req.body.razorpay_order_id) }),
  );

  app.post(
    '/create_order',
    {
      // Each report may make the server ask the provider about a payment: bounded per client like checkout.
      config: { rateLimit: { max: ctx.config.checkoutRateLimitMax, timeWindow: '1 minute' } },
      schema: { tags, body: createOrderInput, response: { 200: createOrderResult, ...failures } },
    },
    async (req) => recordPaymentOutcome(ctx, await optionalCustomer(ctx, req), req.body),
  );

  app.get('/orders', { schema: { tags, querystring: customerOrdersQuery, response: { 200: ok(customerOrdersPage), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await listCustomerOrders(ctx, await requireCustomer(ctx, req), req.query.page),
  }));

  app.get('/orders/:id', { schema: { tags, params: idParams, response: { 200: ok(customerOrderDetail), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await getCustomerOrder(ctx, await requireCustomer(ctx, req), req.params.id),
  }));

  app.get('/orders/:id/payment', { schema: { tags, params: idParams, headers: orderTokenHeaders, response: { 200: ok(orderPaymentState), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await getOrderPaymentState(ctx, await orderAccess(ctx, req, req.headers['x-order-token']), req.params.id),
  }));

  app.post(
    '/orders/:id/pay',
    {
      config: { rateLimit: { max: ctx.config.checkoutRateLimitMax, timeWindow: '1 minute' } },
      schema: { tags, params: idParams, headers: orderTokenHeaders, response: { 200: ok(paymentSession), ...failures } },
    },
    async (req) => ({ status: 1 as const, data: await resumePayment(ctx, await orderAccess(ctx, req, req.headers['x-order-token']), req.params.id) }),
  );
}
