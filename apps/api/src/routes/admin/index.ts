import type { AdminArea } from '@canino/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/types';
import type { AppRoutes } from '../../http/types';
import { adminAuditRoutes } from './audit';
import { adminAutoshipSettingsRoutes } from './autoship-settings';
import { adminAuthRoutes, adminMeRoutes } from './auth';
import { adminBannerRoutes } from './banners';
import { adminCategoryRoutes } from './categories';
import { adminCheckoutRecoveryRoutes } from './checkout-recovery';
import { adminCheckoutSettingsRoutes } from './checkout-settings';
import { adminCouponRoutes } from './coupons';
import { adminCustomerRoutes } from './customers';
import { adminCodFigureRoutes } from './cod-figures';
import { adminDashboardRoutes } from './dashboard';
import { adminInvoiceRoutes } from './invoices';
import { adminJobRoutes } from './jobs';
import { adminMakerRoutes } from './makers';
import { adminMessageRoutes } from './messages';
import { adminGrievanceRoutes } from './grievances';
import { adminStockAlertRoutes } from './stock-alerts';
import { adminBatchRoutes } from './batches';
import { adminOrderRoutes } from './orders';
import { adminPickRuleRoutes } from './pick-rules';
import { adminProductImageRoutes } from './product-images';
import { adminProductRoutes } from './products';
import { adminReturnRoutes } from './returns';
import { adminReviewRoutes } from './reviews';
import { adminSettingsRoutes } from './settings';
import { adminShipmentRoutes } from './shipments';
import { adminStaffRoutes } from './staff';
import { adminSubscriptionRoutes } from './subscriptions';
import { adminSystemRoutes } from './system';
import { guardAdmin, inArea } from './guard';
import { adminRecoverySettingsRoutes } from './recovery-settings';

/**
 * Every route here runs behind the guard, in the area whose roles may use it; a new admin route cannot
 * forget to check the session or the role.
 */
const GUARDED: [AdminArea, AppRoutes][] = [
  ['account', adminMeRoutes],
  ['dashboard', adminDashboardRoutes],
  // Cash on delivery's figures are a section of the dashboard, for whoever reads the shop's takings.
  ['dashboard', adminCodFigureRoutes],
  ['categories', adminCategoryRoutes],
  ['products', adminProductRoutes],
  ['products', adminProductImageRoutes],
  // The makers that products' declarations name are kept with the products.
  ['products', adminMakerRoutes],
  // Recommendation rules pick products for a dog: the catalog's work.
  ['products', adminPickRuleRoutes],
  // Who waits for a sold-out size tells the catalog's keeper what to restock.
  ['products', adminStockAlertRoutes],
  // Batches expiring soon are the catalog's to sell or send back; the recall search names its own area.
  ['products', adminBatchRoutes],
  // Reviews are moderated with the products they are written about.
  ['products', adminReviewRoutes],
  ['banners', adminBannerRoutes],
  ['coupons', adminCouponRoutes],
  ['orders', adminOrderRoutes],
  ['orders', adminShipmentRoutes],
  ['orders', adminReturnRoutes],
  // Autoship's subscriptions make orders: whoever handles orders looks after them.
  ['orders', adminSubscriptionRoutes],
  // Checkouts left are orders that were not placed: whoever handles orders follows them.
  ['orders', adminCheckoutRecoveryRoutes],
  ['invoices', adminInvoiceRoutes],
  ['customers', adminCustomerRoutes],
  ['messages', adminMessageRoutes],
  // Complaints are answered by whoever answers the customers' messages.
  ['messages', adminGrievanceRoutes],
  ['jobs', adminJobRoutes],
  ['settings', adminSettingsRoutes],
  ['settings', adminCheckoutSettingsRoutes],
  ['settings', adminAutoshipSettingsRoutes],
  ['settings', adminRecoverySettingsRoutes],
  ['staff', adminStaffRoutes],
  // Each record's own log names its area in the route; the search of all of it is the owner's.
  ['audit', adminAuditRoutes],
  ['system', adminSystemRoutes],
];

/** The admin API under /admin/api/admin: login and logout are open, everything else needs an admin session. */
export function adminRoutes(app: Api, ctx: AppContext): void {
  app.register(
    async (scope) => {
      adminAuthRoutes(scope, ctx);
      await scope.register(async (guarded) => {
        guardAdmin(guarded, ctx);
        for (const [area, routes] of GUARDED) await inArea(guarded, area, (group) => routes(group, ctx));
      });
    },
    { prefix: '/admin' },
  );
}
