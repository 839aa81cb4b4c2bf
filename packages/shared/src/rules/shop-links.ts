/** Addresses of the storefront's readable pages, shared by the server (canonical URLs, sitemap) and the web app. */
export const productSlugPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;
export const categorySlugPath = (slug: string) => `/categories/${encodeURIComponent(slug)}`;

/** Products a listing shows per "Load more". */
export const LISTING_PAGE_SIZE = 24;

/** The listing's and search's filters in a page's address: price in rupees, in stock only, rating and up. */
export const NARROWING_PARAMS = { min: 'min', max: 'max', inStock: 'stock', rating: 'rating' } as const;

/**
 * A WhatsApp chat with the shop (`https://wa.me/<number>`), with a first message when given. wa.me wants
 * the number in international form, digits only: a 10-digit Indian mobile gets India's code 91, a
 * leading 0 (trunk prefix) is dropped. No usable number: undefined, so no link is shown.
 */
export function whatsAppLink(phone: string, message?: string): string | undefined {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  if (digits.length < 11 || digits.length > 15) return undefined;
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}

/** Sharing on WhatsApp: the shopper picks whom to send `text` to (`https://wa.me/?text=`). */
export const whatsAppShareLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
