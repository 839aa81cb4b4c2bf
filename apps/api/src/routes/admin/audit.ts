import { auditEntry, auditQuery, failure, idParams, ok, paged, recordHistoryQuery, type AdminArea, type AuditEntity } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import { listEntityAudit, searchAudit } from '../../services/audit/audit-log';

const failures = { 400: failure, 401: failure, 403: failure };
const tags = ['admin: audit log'];
const entries = ok(paged(auditEntry));

/**
 * Where each entity's own log is read, and by whom: whoever may use the entity's page sees its history
 * there (a catalog member a product's), while the search of everything is the owner's (`audit` area).
 */
const RECORD_LOGS: { path: string; entity: AuditEntity; area: AdminArea }[] = [
  { path: '/products/:id/audit', entity: 'product', area: 'products' },
  { path: '/makers/:id/audit', entity: 'maker', area: 'products' },
  { path: '/categories/:id/audit', entity: 'category', area: 'categories' },
  { path: '/banners/:id/audit', entity: 'banner', area: 'banners' },
  { path: '/coupons/:id/audit', entity: 'coupon', area: 'coupons' },
  { path: '/orders/:id/audit', entity: 'order', area: 'orders' },
];

/** Settings are one row each: their log has no id. */
const SETTINGS_LOGS: { path: string; entity: AuditEntity; area: AdminArea }[] = [
  { path: '/settings/audit', entity: 'shop_settings', area: 'settings' },
  { path: '/checkout-settings/audit', entity: 'checkout_settings', area: 'settings' },
  { path: '/tax-settings/audit', entity: 'tax_settings', area: 'invoices' },
];

export function adminAuditRoutes(app: Api, ctx: AppContext): void {
  app.get('/audit', { schema: { tags, summary: 'Search every admin change', querystring: auditQuery, response: { 200: entries, ...failures } } }, async (req) => ({
    status: 1 as const,
    data: await searchAudit(ctx, req.query),
  }));

  for (const { path, entity, area } of RECORD_LOGS) {
    app.get(
      path,
      {
        config: { adminArea: area },
        schema: { tags, summary: `The changes admins made to one ${entity}`, params: idParams, querystring: recordHistoryQuery, response: { 200: entries, ...failures } },
      },
      async (req) => ({ status: 1 as const, data: await listEntityAudit(ctx, entity, req.params.id, req.query) }),
    );
  }
  for (const { path, entity, area } of SETTINGS_LOGS) {
    app.get(
      path,
      {
        config: { adminArea: area },
        schema: { tags, summary: `The changes admins made to the ${entity.replace('_', ' ')}`, querystring: recordHistoryQuery, response: { 200: entries, ...failures } },
      },
      async (req) => ({ status: 1 as const, data: await listEntityAudit(ctx, entity, null, req.query) }),
    );
  }
}
