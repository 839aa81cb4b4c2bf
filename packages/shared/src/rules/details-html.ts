/**
 * The HTML a product's details may hold, read by both sides so they cannot drift: the admin's editor
 * offers exactly these constructs, and the server's sanitizer keeps exactly these tags. What the owner
 * formats is then what shoppers see.
 */
export const DETAILS_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
export type DetailsTag = (typeof DETAILS_TAGS)[number];

/**
 * Other spellings of the same formatting, as pasted or older HTML writes them, kept as the tag the
 * editor writes: the product page styles headings from h2 (its h1 is the product's name) to h4.
 */
export const DETAILS_TAG_ALIASES: Readonly<Record<string, DetailsTag>> = { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4' };

/** Links go to web, mail and phone addresses only, and never pass the shop's standing to the target. */
export const DETAILS_LINK = {
  attributes: ['href', 'title'],
  schemes: ['http', 'https', 'mailto', 'tel'],
  rel: 'noopener nofollow',
} as const;

/** Why a link address cannot be kept (null: it can), for the editor's link field. */
export function detailsLinkProblem(href: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  if (!scheme) return 'Enter a full address, for example https://example.com, mailto:… or tel:…';
  if (!(DETAILS_LINK.schemes as readonly string[]).includes(scheme)) return 'Links may go to http, https, mailto or tel addresses only';
  return null;
}
