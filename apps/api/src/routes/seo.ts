import type { AppContext } from '../context';
import { PageCache, sendFinishedPage } from '../http/page-cache';
import type { Api } from '../http/types';
import { googleProductFeedXml } from '../services/seo/google-product-feed';
import { robotsTxt, sitemapXml } from '../services/seo/sitemap';

/** The shopping feed's address, which the owner gives Merchant Center. */
const GOOGLE_FEED_PATH = '/feeds/google-products.xml';
const XML = 'application/xml; charset=utf-8';

/**
 * For crawlers: the sitemap of the catalog's readable addresses, robots.txt naming it, and the Google
 * Merchant Center product feed. The feed is built once per catalog version and kept finished (compressed,
 * with its ETag) as storefront pages are (decision 039): a merchant's fetch of every size of a large
 * catalog costs one build per change, not one per fetch.
 */
export function seoRoutes(app: Api, ctx: AppContext): void {
  const feeds = new PageCache(ctx.config.pageCacheBytes);
  app.get(GOOGLE_FEED_PATH, { schema: { hide: true } }, async (request, reply) => {
    const version = await ctx.catalogCache.currentVersion();
    // Kept as a page is; its "html" is the feed's XML.
    const feed = await feeds.page(GOOGLE_FEED_PATH, version, async () => ({ status: 200, html: await googleProductFeedXml(ctx), keep: true }));
    if ('finished' in feed) return sendFinishedPage(request, reply, feed.finished, XML);
    return reply.type(XML).header('cache-control', 'no-cache').send(feed.html);
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await sitemapXml(ctx)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(ctx)));
}
