import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../../components/spinner';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { HydrateInTurn } from '../../lib/hydration-turns';
import { refreshSession } from '../../stores/session-store';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

const Toaster = lazy(() => import('./toaster'));

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
      {/* The page's parts hydrate in turns (decision 034): the header, the page, the footer, then the
          parts each of them holds. A page draws several elements, so its turn holds a box that draws none. */}
      <HydrateInTurn>
        <Header />
      </HydrateInTurn>
      <main id="main" className="page-main" tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay />}>
          <HydrateInTurn>
            <div className="page-main__page">
              <Outlet />
            </div>
          </HydrateInTurn>
        </Suspense>
      </main>
      <HydrateInTurn>
        <Footer />
      </HydrateInTurn>
      {/* Toasts raised before the toast area is there wait in react-toastify's queue (see lib/toast.ts). */}
      <AfterFirstPaint>
        <Toaster />
      </AfterFirstPaint>
    </>
  );
}
