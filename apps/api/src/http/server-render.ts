import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../logger';
import type { CachedBody } from '../ports/catalog-cache';
import { pathForLog } from './request-log';
import { parsedAnswer } from '../services/catalog/parsed-answer';

/** API answers by URL, as the web app reads them (apps/web/src/lib/embedded-answers.ts). */
type EmbeddedAnswers = Record<string, { data: unknown }>;
type RenderPage = (url: string, answers: EmbeddedAnswers) => Promise<string>;

/** The first screen of the page at `url` as HTML for #root, from the answers embedded in the same page; undefined when it cannot be had. */
export type RenderFirstScreen = (url: string, answers: [url: string, body: CachedBody][]) => Promise<string | undefined>;

/**
 * The web build's server bundle (`<webDist>/.ssr/entry-server.js`, apps/web/build/server-bundle-plugin.ts):
 * the storefront's own components rendered to HTML, so a phone paints the first screen without waiting
 * for the app's code (decision 033). A page without it is the plain page the app draws itself, as
 * before: a build without the bundle, or a render that throws, is logged and costs the page nothing else.
 */
export async function loadServerRender(webDist: string, log: Logger): Promise<RenderFirstScreen> {
  const file = path.join(webDist, '.ssr', 'entry-server.js');
  const none: RenderFirstScreen = async () => undefined;
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'the web build has no server bundle: pages are sent without their first screen');
    return none;
  }
  let renderPage: RenderPage;
  try {
    ({ renderPage } = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage });
  } catch (err) {
    log.error({ err, file }, 'could not load the web build’s server bundle: pages are sent without their first screen');
    return none;
  }
  return async (url, answers) => {
    try {
      return await renderPage(url, Object.fromEntries(answers.map(([answerUrl, body]) => [answerUrl, parsedAnswer(body)])));
    } catch (err) {
      log.error({ err, url: pathForLog(url) }, 'could not render the first screen: the page is sent without it');
      return undefined;
    }
  };
}
