// First: zod's settings must be in place before any schema is built (see the module).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import './styles/tokens.css';
import './styles/base.css';

// A link straight to a lazy page renders it once its code is here, without a spinner first.
void preloadPage(window.location.pathname)
  .catch(() => undefined) // the page's own Suspense and error handling take over
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
