import { useEffect } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { roleCan, type AdminArea, type AdminUser } from '@canino/shared';
import { PageSpinner } from '../components/spinner';
import { loadAdmin, useAdmin } from './lib/session';
import { AdminLayout, homeOf } from './components/admin-layout';
import { AcceptInvitationPage } from './features/auth/pages/accept-invitation-page';
import { AuditPage } from './features/audit/pages/audit-page';
import { BannerFormPage } from './features/banners/pages/banner-form-page';
import { BannersPage } from './features/banners/pages/banners-page';
import { CategoriesPage } from './features/categories/pages/categories-page';
import { CategoryFormPage } from './features/categories/pages/category-form-page';
import { CheckoutSettingsPage } from './features/settings/pages/checkout-settings-page';
import { CouponFormPage } from './features/coupons/pages/coupon-form-page';
import { CouponsPage } from './features/coupons/pages/coupons-page';
import { CustomerPage } from './features/people/pages/customer-page';
import { CustomersPage } from './features/people/pages/customers-page';
import { DashboardPage } from './features/dashboard/pages/dashboard-page';
import { InvoicesPage } from './features/invoices/pages/invoices-page';
import { JobsPage } from './features/jobs/pages/jobs-page';
import { AbandonedCheckoutsPage } from './features/recovery/pages/abandoned-checkouts-page';
import { SubscriptionPage } from './features/autoship/pages/subscription-page';
import { SubscriptionsPage } from './features/autoship/pages/subscriptions-page';
import { MakerFormPage } from './features/makers/pages/maker-form-page';
import { MakersPage } from './features/makers/pages/makers-page';
import { ExpiringSoonPage } from './features/batches/pages/expiring-soon-page';
import { RecallPage } from './features/batches/pages/recall-page';
import { WaitingForStockPage } from './features/stock-alerts/pages/waiting-for-stock-page';
import { SystemPage } from './features/system/pages/system-page';
import { LoginPage } from './features/auth/pages/login-page';
import { MessagesPage } from './features/people/pages/messages-page';
import { GrievancesPage } from './features/grievances/pages/grievances-page';
import { ReviewsPage } from './features/reviews/pages/reviews-page';
import { NotFoundPage } from './not-found-page';
import { OrderPage } from './features/orders/pages/order-page';
import { OrderReturnsSection } from './features/returns/components/order-returns-section';
import { ReturnsPage } from './features/returns/pages/returns-page';
import { OrdersPage } from './features/orders/pages/orders-page';
import { ForgotPasswordPage, ResetPasswordPage } from './features/auth/pages/password-reset-pages';
import { PickRulesPage } from './features/recommendations/pages/pick-rules-page';
import { ProductFormPage } from './features/products/pages/product-form-page';
import { ProductImportPage } from './features/products/pages/product-import-page';
import { ProductsPage } from './features/products/pages/products-page';
import { SettingsPage } from './features/settings/pages/settings-page';
import { StaffPage } from './features/staff/pages/staff-page';
import { NotYourRolePage } from './features/auth/pages/not-your-role-page';
import './admin.css';

/**
 * The admin panel, mounted at /admin/* by the storefront's router and loaded only when visited, so
 * none of it weighs on the shop's pages. The emailed links' pages open without a session; every other
 * page needs one, and without it the login form shows in place of the page asked for.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="accept-invitation" element={<AcceptInvitationPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<SignedInAdmin />} />
    </Routes>
  );
}

/**
 * A page outside the admin's role shows why instead of its content. The server refuses its calls
 * anyway (403); this only spares the admin a page of errors.
 */
function InArea({ admin, area }: { admin: AdminUser; area: AdminArea }) {
  return roleCan(admin.role, area) ? <Outlet /> : <NotYourRolePage admin={admin} />;
}

function SignedInAdmin() {
  const admin = useAdmin();
  useEffect(() => {
    if (admin === undefined) void loadAdmin();
  }, [admin]);

  if (admin === undefined) return <PageSpinner label="Opening the admin panel…" />;
  if (admin === null) return <LoginPage />;
  const area = (name: AdminArea) => <InArea admin={admin} area={name} />;
  return (
    <Routes>
      <Route element={<AdminLayout admin={admin} />}>
        <Route index element={roleCan(admin.role, 'dashboard') ? <DashboardPage /> : <Navigate to={homeOf(admin.role)} replace />} />
        <Route element={area('orders')}>
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderPage extras={(id) => <OrderReturnsSection orderId={id} />} />} />
          <Route path="returns" element={<ReturnsPage />} />
          <Route path="abandoned-checkouts" element={<AbandonedCheckoutsPage />} />
          <Route path="autoship" element={<SubscriptionsPage />} />
          <Route path="autoship/:id" element={<SubscriptionPage />} />
        </Route>
        <Route element={area('products')}>
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/new" element={<ProductFormPage />} />
          <Route path="products/import" element={<ProductImportPage />} />
          <Route path="products/:id" element={<ProductFormPage />} />
          <Route path="waiting-for-stock" element={<WaitingForStockPage />} />
          <Route path="expiring-soon" element={<ExpiringSoonPage />} />
          <Route path="makers" element={<MakersPage />} />
          <Route path="makers/new" element={<MakerFormPage />} />
          <Route path="makers/:id" element={<MakerFormPage />} />
          <Route path="recommendations" element={<PickRulesPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
        </Route>
        <Route element={area('categories')}>
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="categories/new" element={<CategoryFormPage />} />
          <Route path="categories/:id" element={<CategoryFormPage />} />
        </Route>
        <Route element={area('banners')}>
          <Route path="banners" element={<BannersPage />} />
          <Route path="banners/new" element={<BannerFormPage />} />
          <Route path="banners/:id" element={<BannerFormPage />} />
        </Route>
        <Route element={area('coupons')}>
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="coupons/new" element={<CouponFormPage />} />
          <Route path="coupons/:id" element={<CouponFormPage />} />
        </Route>
        <Route element={area('customers')}>
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:id" element={<CustomerPage />} />
          <Route path="batch-recall" element={<RecallPage />} />
        </Route>
        <Route element={area('messages')}>
          <Route path="messages" element={<MessagesPage />} />
          <Route path="complaints" element={<GrievancesPage />} />
        </Route>
        <Route element={area('invoices')}>
          <Route path="invoices" element={<InvoicesPage />} />
        </Route>
        <Route element={area('jobs')}>
          <Route path="jobs" element={<JobsPage />} />
        </Route>
        <Route element={area('settings')}>
          <Route path="settings" element={<SettingsPage />} />
          <Route path="delivery" element={<CheckoutSettingsPage />} />
        </Route>
        <Route element={area('staff')}>
          <Route path="staff" element={<StaffPage />} />
        </Route>
        <Route element={area('audit')}>
          <Route path="audit" element={<AuditPage />} />
        </Route>
        <Route element={area('system')}>
          <Route path="system" element={<SystemPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
