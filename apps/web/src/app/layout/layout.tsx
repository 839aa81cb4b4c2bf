import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../../components/spinner';
import { useAfterFirstPaint } from '../../components/use-after-paint';
import { refreshSession } from '../../stores/session-store';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

const Toaster = lazy(() => import('./toaster'));

/** Every storefront page: skip link, header, the page (lazily loaded behind the spinner), footer, toasts. */
export function Layout() {
  // The session cookie is the truth; the saved user record is only a head start.
  useEffect(() => void refreshSession(), []);
  // Toasts raised before the toast area is there wait in react-toastify's queue (see lib/toast.ts).
  const afterPaint = useAfterFirstPaint();

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="page-main" tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {afterPaint && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
