import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isAdminPage, withBlobImages } from './admin-page-policy';
import { sendNotFound } from './error-handler';
import { sendCompressible } from './cached-json';
import { finishPage, PageCache, sendFinishedPage } from './page-cache';
import type { LookupCounts } from '../ports/lookup-counts';
import { loadServerRender } from './server-render';
import { checkPageAddress, storefrontPageBuilder } from './storefront-page';
import { readFirstPaintRoutes, readModuleFiles } from './web-manifest';
import { UPLOADS_URL_PREFIX } from '../ports/image-store';
import { markTestModePage } from '../test-mode';

/**
 * The built web app. Any other GET that is not an API call or an upload gets a page of the app, so deep
 * links such as /product-details?id=3 work on reload: the admin's one page, or a storefront page with its
 * own head and, where the server can draw it, its first screen (storefront-page.ts). Storefront pages are
 * kept finished, compressed, per address until the catalog or the shop's details change (page-cache.ts,
 * decision 039), so a page is sent as a static file is.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext, pageLookups?: LookupCounts): Promise<void> {
  const indexFile = path.join(ctx.config.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.get('/', async (_req, reply) => reply.type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).'));
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: ctx.config.webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress-plugin.ts).
    preCompressed: true,
    // The build's manifest is for the server (web-manifest.ts), not for browsers.
    // Neither is the server's bundle of the storefront (server-render.ts).
    allowedPath: (pathName) => !pathName.startsWith('/.vite/') && !pathName.startsWith('/.ssr/'),
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name; everything else must be revalidated.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The page's own title and description replace the build's defaults.
  const html = markTestModePage(ctx.config, fs.readFileSync(indexFile, 'utf8'))
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '');
  const adminPage = finishPage(html.replace('</head>', '<title>Canino admin</title><meta name="robots" content="noindex"></head>'));
  const buildPage = storefrontPageBuilder(
    ctx,
    html,
    { moduleFiles: readModuleFiles(ctx.config.webDist), routes: readFirstPaintRoutes(ctx.config.webDist, ctx.log) },
    await loadServerRender(ctx.config.webDist, ctx.log),
  );
  const pages = new PageCache(ctx.config.pageCacheBytes, pageLookups);
  app.setNotFoundHandler(async (request, reply) => {
    // HEAD is what uptime monitors and link checkers send; it gets the page's headers, without its body.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/admin/api/') && !request.url.startsWith(UPLOADS_URL_PREFIX);
    if (!wantsPage) return sendNotFound(request, reply);
    const url = new URL(request.url, 'http://page');
    if (isAdminPage(url.pathname)) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', withBlobImages(policy));
      return sendFinishedPage(request, reply, adminPage);
    }
    checkPageAddress(request.url);
    // The version is read before the page is built: a page built across a write is kept under the version
    // before it, which the next request's no longer matches.
    const page = await pages.page(url.pathname + url.search, await ctx.catalogCache.currentVersion(), () => buildPage(url));
    if ('finished' in page) return sendFinishedPage(request, reply, page.finished);
    return sendCompressible(request, reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache'), Buffer.from(page.html));
  });
}
