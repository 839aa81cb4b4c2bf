import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { loadAdmin, useAdmin } from './api/session';
import { AdminLayout } from './components/admin-layout';
import { BannerFormPage } from './pages/banner-form-page';
import { BannersPage } from './pages/banners-page';
import { CategoriesPage } from './pages/categories-page';
import { CategoryFormPage } from './pages/category-form-page';
import { CheckoutSettingsPage } from './pages/checkout-settings-page';
import { CouponFormPage } from './pages/coupon-form-page';
import { CouponsPage } from './pages/coupons-page';
import { CustomerPage } from './pages/customer-page';
import { CustomersPage } from './pages/customers-page';
import { DashboardPage } from './pages/dashboard-page';
import { InvoicesPage } from './pages/invoices-page';
import { JobsPage } from './pages/jobs-page';
import { LoginPage } from './pages/login-page';
import { MessagesPage } from './pages/messages-page';
import { ReviewsPage } from './pages/reviews-page';
import { NotFoundPage } from './pages/not-found-page';
import { OrderPage } from './pages/order-page';
import { OrdersPage } from './pages/orders-page';
import { PickRulesPage } from './pages/pick-rules-page';
import { ProductFormPage } from './pages/product-form-page';
import { ProductsPage } from './pages/products-page';
import { SettingsPage } from './pages/settings-page';
import './admin.css';

/**
 * The admin panel, mounted at /admin/* by the storefront's router and loaded only when visited, so
 * none of it weighs on the shop's pages. Every page needs an admin session; without one the login
 * form shows in place of the page asked for.
 */
export default function AdminApp() {
  const admin = useAdmin();
  useEffect(() => {
    if (admin === undefined) void loadAdmin();
  }, [admin]);

  if (admin === undefined) return <PageSpinner label="Opening the admin panel…" />;
  if (admin === null) return <LoginPage />;
  return (
    <Routes>
      <Route element={<AdminLayout admin={admin} />}>
        <Route index element={<DashboardPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/new" element={<ProductFormPage />} />
        <Route path="products/:id" element={<ProductFormPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="categories/new" element={<CategoryFormPage />} />
        <Route path="categories/:id" element={<CategoryFormPage />} />
        <Route path="banners" element={<BannersPage />} />
        <Route path="banners/new" element={<BannerFormPage />} />
        <Route path="banners/:id" element={<BannerFormPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="coupons/new" element={<CouponFormPage />} />
        <Route path="coupons/:id" element={<CouponFormPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:id" element={<CustomerPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="invoices" element={<InvoicesPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="recommendations" element={<PickRulesPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="delivery" element={<CheckoutSettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
