import type { PageMeta } from '../services/seo/page-meta';

/**
 * A page's meta as <head> tags: title, description, canonical, robots, Open Graph (what WhatsApp and
 * Facebook show for a shared link), Twitter's card, and the JSON-LD records. Every value is escaped:
 * names and descriptions come from the owner's catalog.
 */
export function metaTags(meta: PageMeta): string {
  const tags = [
    `<title>${text(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    meta.canonical ? `<link rel="canonical" href="${attr(meta.canonical)}">` : '',
    og('og:site_name', meta.siteName),
    og('og:type', meta.type === 'product' ? 'product' : 'website'),
    og('og:title', meta.title),
    og('og:description', meta.description),
    meta.canonical ? og('og:url', meta.canonical) : '',
    meta.image ? og('og:image', meta.image) : '',
    og('og:locale', 'en_IN'),
    meta.offer ? og('product:price:amount', meta.offer.price) + og('product:price:currency', meta.offer.currency) + og('product:availability', meta.offer.availability) : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${attr(meta.title)}">`,
    `<meta name="twitter:description" content="${attr(meta.description)}">`,
    meta.image ? `<meta name="twitter:image" content="${attr(meta.image)}">` : '',
    // `<` escaped as JSON allows, so no text can close the script element.
    ...meta.jsonLd.map((record) => `<script type="application/ld+json">${JSON.stringify(record).replace(/</g, '\\u003c')}</script>`),
  ];
  return tags.filter(Boolean).join('');
}

const og = (property: string, content: string) => `<meta property="${property}" content="${attr(content)}">`;

export const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
