import { DETAILS_LINK, DETAILS_TAG_ALIASES, DETAILS_TAGS } from '@canino/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * Product details are HTML that the storefront renders as is, so only the formatting of the shared list
 * (rules/details-html.ts, which the admin's editor reads too) survives saving: no scripts, styles,
 * event handlers, frames or images; links only to web, mail and phone addresses.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DETAILS_TAGS],
  allowedAttributes: { a: [...DETAILS_LINK.attributes, 'rel'] },
  allowedSchemes: [...DETAILS_LINK.schemes],
  allowProtocolRelative: false,
  transformTags: { ...DETAILS_TAG_ALIASES, a: sanitizeHtml.simpleTransform('a', { rel: DETAILS_LINK.rel }) },
};

export function sanitizeDetails(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
