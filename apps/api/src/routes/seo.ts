import type { AppContext } from '../context';
import type { Api } from '../http/types';
import { robotsTxt, sitemapXml } from '../services/seo/sitemap';

/** For crawlers: the sitemap of the catalog's readable addresses, and robots.txt naming it. */
export function seoRoutes(app: Api, ctx: AppContext): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await sitemapXml(ctx)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(ctx)));
}
