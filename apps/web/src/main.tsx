// First: zod's settings must be in place before any schema is built (see the module).
import './lib/zod-without-eval';
import { HYDRATION_ERROR } from '@canino/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import './styles/tokens.css';
import './styles/base.css';
// Parts of most pages' first screen, styled from the app's own sheet rather than one small sheet each: on a
// phone's slow network every stylesheet of the first paint shares the bandwidth with the page's picture
// (decision 037). Their components import them too; a sheet is only ever built into one file.
import './components/page-banner.css';
import './components/field.css';
import './components/quantity-input.css';
import './components/pincode-news.css';
import './features/delivery/components/delivery.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A link straight to a lazy page renders it once its code is here, without a spinner first. A page the
// server has drawn (entry-server.tsx) is taken over as it stands (this module runs once the browser has
// painted it, load-app-after-paint.ts): hydrated, not drawn again, one <Suspense> part at a time (decision
// 038); what is the visitor's own (cart, name, picks) settles right after (decision 033).
const drawn = root.firstElementChild !== null;
void preloadPage(window.location.pathname)
  .catch(() => undefined) // the page's own Suspense and error handling take over
  .then(() => (drawn ? hydrateRoot(root, app, { onRecoverableError: (error) => console.error(HYDRATION_ERROR, error) }) : createRoot(root).render(app)));
