import { adminCoupon, adminDeleteResult, couponInput, couponScopeOptions, failure, idParams, ok, paged, pageQuery } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { adminIdOf } from './guard';
import * as coupons from '../../services/catalog/coupons';

const failures = { 400: failure, 401: failure, 404: failure, 409: failure };
const tags = ['admin: catalog'];

export function adminCouponRoutes(app: Api, ctx: AppContext): void {
  app.get('/coupons', { schema: { tags, querystring: pageQuery, response: { 200: ok(paged(adminCoupon)), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await coupons.listCoupons(ctx, req.query),
  }));

  app.get('/coupons/scope-options', { schema: { tags, response: { 200: ok(couponScopeOptions), ...failures } } }, async () => ({
    status: 1 as const,
    data: await coupons.scopeOptions(ctx),
  }));

  app.get('/coupons/:id', { schema: { tags, params: idParams, response: { 200: ok(adminCoupon), ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await coupons.getCoupon(ctx, req.params.id),
  }));

  app.post('/coupons', { schema: { tags, body: couponInput, response: { 200: ok(adminCoupon), ...failures } } }, async (req) => {
    const data = await coupons.createCoupon(ctx, adminIdOf(req), req.body);
    return { status: 1 as const, message: `Coupon ${data.code} created`, data };
  });

  app.put('/coupons/:id', { schema: { tags, params: idParams, body: couponInput, response: { 200: ok(adminCoupon), ...failures } } }, async (req) => {
    const data = await coupons.updateCoupon(ctx, adminIdOf(req), req.params.id, req.body);
    return { status: 1 as const, message: `Coupon ${data.code} saved`, data };
  });

  app.delete('/coupons/:id', { schema: { tags, params: idParams, response: { 200: ok(adminDeleteResult), ...failures } } }, async (req) => {
    const data = await coupons.deleteCoupon(ctx, adminIdOf(req), req.params.id);
    const message = data.deleted ? 'Coupon deleted' : 'Customers have used this coupon, so it was deactivated instead of deleted';
    return { status: 1 as const, message, data };
  });
}
