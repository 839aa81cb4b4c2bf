import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../../components/spinner';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { refreshSession, useUser } from '../../stores/session-store';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

const Toaster = lazy(() => import('./toaster'));
const ErasureBanner = lazy(() => import('../../features/account/components/erasure-banner'));

/** The banner of an account waiting to be deleted: its code is loaded only for a logged-in customer. */
function AccountNotice() {
  return useUser() ? <ErasureBanner /> : null;
}

/** Every storefront page: skip link, header, the page (lazily loaded behind the spinner), footer, toasts. */
export function Layout() {
  // The session cookie is the truth; the saved user record is only a head start.
  useEffect(() => void refreshSession(), []);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      {/* React hydrates each <Suspense> part on its own, in the order of the page and in short slices of
          work, a part that is clicked first (decision 038): the header, the page, the footer, then the parts
          each of them holds. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id="main" className="page-main" tabIndex={-1}>
        {/* A logged-in customer's own: drawn after hydration, never in the server's (shared, kept) page. */}
        <AfterFirstPaint>
          <AccountNotice />
        </AfterFirstPaint>
        <Suspense fallback={<LoadingOverlay />}>
          <Suspense fallback={null}>
            <div className="page-main__page">
              <Outlet />
            </div>
          </Suspense>
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {/* Toasts raised before the toast area is there wait in react-toastify's queue (see lib/toast.ts). */}
      <AfterFirstPaint>
        <Toaster />
      </AfterFirstPaint>
    </>
  );
}
