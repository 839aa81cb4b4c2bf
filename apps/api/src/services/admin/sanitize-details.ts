import sanitizeHtml from 'sanitize-html';

/**
 * Product details are HTML that the storefront renders as is, so only formatting survives saving:
 * no scripts, styles, event handlers, frames or images; links only to web, mail and phone addresses.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
};

export function sanitizeDetails(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
