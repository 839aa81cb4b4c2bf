import { lazy, type ComponentType } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, Routes } from 'react-router';
import { Layout } from './layout/layout';
import HomePage from './routes/home';

/**
 * Every route of the storefront (spec section 2, plus password reset, order history and the admin
 * panel). Home is in the first bundle; every other page is its own chunk, loaded on first visit.
 */
type PageModule = { default: ComponentType };
type Page = ComponentType & { preload: () => Promise<PageModule> };

/** A lazily loaded page; once its code is loaded (or preloaded) it renders without suspending. */
function page(load: () => Promise<PageModule>): Page {
  let Loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () => (loading ??= load().then((m) => ((Loaded = m.default), m)));
  const Lazy = lazy(preload);
  const PageComponent = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(PageComponent, { preload });
}

const ProductsPage = page(() => import('./routes/products'));
const ProductDetailsPage = page(() => import('./routes/product-details'));
const SearchPage = page(() => import('./routes/search'));
const CartPage = page(() => import('./routes/cart'));
const WishlistPage = page(() => import('./routes/wishlist'));
const CheckoutPage = page(() => import('./routes/checkout'));
const LoginPage = page(() => import('./routes/login'));
const SignUpPage = page(() => import('./routes/sign-up'));
const ResetPasswordPage = page(() => import('./routes/reset-password'));
const ProfilePage = page(() => import('./routes/profile'));
const AddressPage = page(() => import('./routes/address'));
const OrdersPage = page(() => import('./routes/orders'));
const OrderDetailsPage = page(() => import('./routes/order-details'));
const TrackOrderPage = page(() => import('./routes/track-order'));
const AboutPage = page(() => import('./routes/about'));
const ContactPage = page(() => import('./routes/contact'));
const NewArrivalsPage = page(() => import('./routes/new-arrivals'));
const PrivacyPolicyPage = page(() => import('./routes/privacy-policy'));
const TermsPage = page(() => import('./routes/terms'));
const RefundTermsPage = page(() => import('./routes/refund-terms'));
const ShippingTermsPage = page(() => import('./routes/shipping-terms'));
const SellerInformationPage = page(() => import('./routes/seller-information'));
const GrievancesPage = page(() => import('./routes/grievances'));
const PetsPage = page(() => import('./routes/pets'));
const RefillsPage = page(() => import('./routes/refills'));
const AutoshipPage = page(() => import('./routes/autoship'));
const AutoshipReorderPage = page(() => import('./routes/autoship-reorder'));
const RefillPage = page(() => import('./routes/refill'));
const RestoreCartPage = page(() => import('./routes/restore-cart'));
const UnsubscribePage = page(() => import('./routes/unsubscribe'));
const ConfirmOrderPage = page(() => import('./routes/confirm-order'));
const SimulatedWhatsAppPage = page(() => import('./routes/simulated-whatsapp'));
const NotFoundPage = page(() => import('./routes/not-found'));
const AdminApp = page(() => import('../admin/admin-app'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="categories/:slug" element={<ProductsPage />} />
        <Route path="products/:slug" element={<ProductDetailsPage />} />
        <Route path="product-details" element={<ProductDetailsPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="wishlist" element={<WishlistPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="sign-up" element={<SignUpPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="address" element={<AddressPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderDetailsPage />} />
        <Route path="pets" element={<PetsPage />} />
        <Route path="refills" element={<RefillsPage />} />
        <Route path="refill" element={<RefillPage />} />
        <Route path="autoship" element={<AutoshipPage />} />
        <Route path="autoship/reorder" element={<AutoshipReorderPage />} />
        <Route path="cart/restore" element={<RestoreCartPage />} />
        <Route path="unsubscribe" element={<UnsubscribePage />} />
        <Route path="confirm-order" element={<ConfirmOrderPage />} />
        <Route path="simulated/whatsapp" element={<SimulatedWhatsAppPage />} />
        <Route path="refill/unsubscribe" element={<UnsubscribePage />} />
        <Route path="track" element={<TrackOrderPage />} />
        <Route path="track/:token" element={<TrackOrderPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="new-arrivals" element={<NewArrivalsPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="privacy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="refund-terms" element={<RefundTermsPage />} />
        <Route path="shipping-terms" element={<ShippingTermsPage />} />
        <Route path="seller-information" element={<SellerInformationPage />} />
        <Route path="grievances" element={<GrievancesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * Loads the code of the page at `pathname` before the first render, so a link straight to a lazy page
 * (a product, the cart) shows the page at once. Rendered first, it would show the spinner and React would
 * then hold the page back for up to 300 ms (its Suspense reveal throttle).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const routes = createRoutesFromChildren((AppRoutes().props as { children: React.ReactNode }).children);
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element as { type?: Partial<Page> } | undefined;
  await element?.type?.preload?.();
}
