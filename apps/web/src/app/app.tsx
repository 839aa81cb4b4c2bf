import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { LoadingOverlay } from '../components/spinner';
import { AppRoutes } from './router';

/**
 * The whole web app. Declarative <BrowserRouter> rather than a data router: it is 15 KB lighter, which
 * the home page's 80 KB budget needs; data loads through lib/query instead of route loaders.
 */
export function App() {
  // Hydrated: the server's first screen (decision 033) is the app's now and answers clicks.
  useEffect(() => document.getElementById('root')?.removeAttribute('data-server-drawn'), []);
  return (
    <BrowserRouter>
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
