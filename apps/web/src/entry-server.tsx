import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Pages } from './app/app';
import { preloadPage } from './app/router';
import { provideEmbeddedAnswers, type EmbeddedAnswers } from './lib/embedded-answers';
import { forgetAllQueries } from './lib/query';

export type { EmbeddedAnswers };
// Written beside this bundle as first-paint.json by the build (build/server-bundle-plugin.ts).
export { FIRST_PAINT_ROUTES } from './app/first-paint-routes';

/**
 * The first screen of a storefront page as HTML, for the API server to put into #root (decision 033):
 * the same components the browser then hydrates, at the address `url`, with the query cache filled from
 * the API answers the server embeds in the same page. Always a guest's page: the stores give their
 * empty values while the server renders, so nothing personal is written (the page may be cached).
 */
export async function renderPage(url: string, answers: EmbeddedAnswers): Promise<string> {
  await preloadPage(new URL(url, 'http://page').pathname);
  // From here on the render is synchronous: no other request's render can run in between, so the
  // module-wide query cache and answers hold this page's alone, and are emptied after it.
  forgetAllQueries();
  provideEmbeddedAnswers(answers);
  try {
    return renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          <Pages />
        </StaticRouter>
      </StrictMode>,
    );
  } finally {
    provideEmbeddedAnswers({});
    forgetAllQueries();
  }
}
