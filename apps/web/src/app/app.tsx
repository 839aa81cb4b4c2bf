import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { LoadingOverlay } from '../components/spinner';
import { useLinkClicks } from './link-clicks';
import { AppRoutes } from './router';

/**
 * The whole web app. Declarative <BrowserRouter> rather than a data router: it is 15 KB lighter, which
 * the home page's 80 KB budget needs; data loads through lib/query instead of route loaders.
 */
export function App() {
  // The server's first screen (decision 033) is the app's now: React answers a click on any part of it, and
  // hydrates a part still waiting at once when it is clicked (decision 038).
  useEffect(() => document.getElementById('root')?.removeAttribute('data-server-drawn'), []);
  return (
    <BrowserRouter>
      <LinkClicks />
      <Pages />
    </BrowserRouter>
  );
}

/** The pages under whichever router holds them: the browser's, or the server's fixed one (entry-server.tsx). */
export function Pages() {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <AppRoutes />
    </Suspense>
  );
}

/** The shop's links (components/link.tsx) navigate within the app, the admin panel's and the storefront's alike. */
function LinkClicks() {
  useLinkClicks();
  return null;
}
