import { Suspense, useEffect, useRef } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { LoadingOverlay } from '../components/spinner';
import { endFirstView, whenHydrated } from '../lib/hydration-turns';
import { useLinkClicks } from './link-clicks';
import { AppRoutes } from './router';

/**
 * The whole web app. Declarative <BrowserRouter> rather than a data router: it is 15 KB lighter, which
 * the home page's 80 KB budget needs; data loads through lib/query instead of route loaders.
 */
export function App() {
  // Hydrated, in all its turns: the server's first screen (decisions 033, 034) is the app's now and answers clicks.
  useEffect(() => void whenHydrated().then(() => document.getElementById('root')?.removeAttribute('data-server-drawn')), []);
  return (
    <BrowserRouter>
      <LinkClicks />
      <FirstView />
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

/** The first page the visitor sees is built in turns (lib/hydration-turns.tsx); the pages after it at once. */
function FirstView() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) endFirstView();
  }, [key]);
  return null;
}
