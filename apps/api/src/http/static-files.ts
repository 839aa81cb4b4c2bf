import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { isAdminPage, withBlobImages } from './admin-page-policy';
import { sendNotFound } from './error-handler';
import { pageHead } from './page-preloads';
import { readModuleFiles } from './web-manifest';
import { UPLOADS_URL_PREFIX } from '../services/uploads/image-store';
import { markTestModePage } from '../test-mode';

/**
 * The built web app. Any other GET that is not an API call or an upload gets index.html, so deep links
 * such as /product-details?id=3 work on reload; home and product pages get their first paint's data
 * in it too (page-preloads.ts).
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const indexFile = path.join(ctx.config.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.get('/', async (_req, reply) =>
      reply.type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).'),
    );
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
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name; everything else must be revalidated.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const html = markTestModePage(ctx.config, fs.readFileSync(indexFile, 'utf8'));
  const moduleFiles = readModuleFiles(ctx.config.webDist);
  app.setNotFoundHandler(async (request, reply) => {
    // HEAD is what uptime monitors and link checkers send; it gets the page's headers, without its body.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/admin/api/') && !request.url.startsWith(UPLOADS_URL_PREFIX);
    if (!wantsPage) return sendNotFound(request, reply);
    const url = new URL(request.url, 'http://page');
    const policy = reply.getHeader('content-security-policy');
    if (isAdminPage(url.pathname) && typeof policy === 'string') reply.header('content-security-policy', withBlobImages(policy));
    const head = await pageHead(ctx, moduleFiles, url.pathname, url.searchParams);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(head ? html.replace('</head>', `${head}</head>`) : html);
  });
}
