import { categorySlugPath, productSlugPath } from '@canino/shared';
import type { AppContext } from '../../context';
import { listSitemapEntries } from '../../repositories/catalog';
import { xmlText } from './xml-text';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/**
 * /sitemap.xml: home, the listing, every active category and product at its readable address. A
 * product's lastmod is its last change; a category's is the later of its own and its newest product's,
 * since its page lists them; home and the listing change with the newest of all.
 */
export async function sitemapXml(ctx: Ctx): Promise<string> {
  const { products, categories } = await listSitemapEntries(ctx.db);
  const base = ctx.config.publicUrl;
  const newest = (dates: Date[]) => dates.reduce<Date | undefined>((a, d) => (!a || d > a ? d : a), undefined);
  const catalogChanged = newest([...products, ...categories].map((r) => r.updatedAt));
  const categoryChanged = (slug: string, own: Date) => newest([own, ...products.filter((p) => p.categorySlug === slug).map((p) => p.updatedAt)])!;
  const urls = [
    { loc: `${base}/`, lastmod: catalogChanged },
    { loc: `${base}/products`, lastmod: catalogChanged },
    ...categories.map((c) => ({ loc: `${base}${categorySlugPath(c.slug)}`, lastmod: categoryChanged(c.slug, c.updatedAt) })),
    ...products.map((p) => ({ loc: `${base}${productSlugPath(p.slug)}`, lastmod: p.updatedAt })),
  ];
  const entries = urls.map((u) => `<url><loc>${xmlText(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the admin and a customer's own pages are not for crawlers; the sitemap is named in full. */
export function robotsTxt(ctx: Pick<AppContext, 'config'>): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Allow: /admin/uploads/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /wishlist',
    'Disallow: /profile',
    'Disallow: /address',
    'Disallow: /orders',
    '',
    `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
