import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { isAdminPage, withBlobImages } from './admin-page-policy';
import { sendNotFound } from './error-handler';
import { sendCompressible } from './cached-json';
import { metaTags } from './page-meta-tags';
import { pagePreloads } from './page-preloads';
import { keepFirstScreens } from './first-screen-cache';
import { loadServerRender } from './server-render';
import { pageMeta } from '../services/seo/page-meta';
import { readModuleFiles } from './web-manifest';
import { UPLOADS_URL_PREFIX } from '../ports/image-store';
import { markTestModePage } from '../test-mode';

/**
 * The built web app. Any other GET that is not an API call or an upload gets index.html, so deep links
 * such as /product-details?id=3 work on reload. The server writes each page's head (title, description,
 * canonical, link previews, JSON-LD: services/seo/page-meta.ts), so crawlers and WhatsApp read it without
 * JavaScript; an address that names nothing is a 404. Home, the listing and product pages get their first
 * paint's data in it too (page-preloads.ts), and their first screen drawn from that data by the web app's
 * own components (server-render.ts), which the app then hydrates.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: string) {
  return sendCompressible(request, reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache'), Buffer.from(page));
}

export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
  const moduleFiles = readModuleFiles(ctx.config.webDist);
  const renderFirstScreen = keepFirstScreens(await loadServerRender(ctx.config.webDist, ctx.log));
  app.setNotFoundHandler(async (request, reply) => {
    // HEAD is what uptime monitors and link checkers send; it gets the page's headers, without its body.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/admin/api/') && !request.url.startsWith(UPLOADS_URL_PREFIX);
    if (!wantsPage) return sendNotFound(request, reply);
    const url = new URL(request.url, 'http://page');
    const policy = reply.getHeader('content-security-policy');
    if (isAdminPage(url.pathname)) {
      if (typeof policy === 'string') reply.header('content-security-policy', withBlobImages(policy));
      return sendPage(request, reply, html.replace('</head>', '<title>Canino admin</title><meta name="robots" content="noindex"></head>'));
    }
    const [meta, preloads] = await Promise.all([pageMeta(ctx, url.pathname, url.searchParams), pagePreloads(ctx, moduleFiles, url.pathname, url.searchParams)]);
    // Drawn as a guest sees it, whoever asks: nothing personal goes into the HTML (decision 033).
    const firstScreen =
      preloads && meta.status === 200 && request.method === 'GET' ? await renderFirstScreen(url.pathname + url.search, preloads.answers, ctx.catalogCache.version) : undefined;
    // Replaced by functions: a `$` in a product's name must not be read as a replacement pattern.
    let page = html.replace('</head>', () => `${metaTags(meta)}${preloads?.head ?? ''}</head>`);
    // data-server-drawn: the app drops it once it has taken the HTML over (app.tsx), so a script or a style
    // can tell a first screen that does not answer clicks yet from the app's own.
    if (firstScreen) page = page.replace('<div id="root"></div>', () => `<div id="root" data-server-drawn>${firstScreen}</div>`);
    return sendPage(request, reply.status(meta.status), page);
  });
}
