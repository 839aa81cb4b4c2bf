import { DETAILS_LINK, DETAILS_TAG_ALIASES, DETAILS_TAGS, type DetailsTag } from '@canino/shared';
import { DOMParser, DOMSerializer, Schema, type MarkSpec, type Node as PmNode, type NodeSpec, type TagParseRule } from 'prosemirror-model';

/**
 * The editor's document model, built from the shared list of the tags product details may hold
 * (rules/details-html.ts, which the server's sanitizer reads too): a construct whose tag is not on the
 * list does not exist here, so the editor cannot write it and pasted HTML loses it.
 */

const aliasesOf = (tag: DetailsTag) => Object.keys(DETAILS_TAG_ALIASES).filter((a) => DETAILS_TAG_ALIASES[a] === tag);
const allowed = (tag: DetailsTag) => (DETAILS_TAGS as readonly string[]).includes(tag);

/** Google Docs wraps a whole copy in <b style="font-weight:normal">: that is no bold. */
const notNormalWeight = (node: HTMLElement) => node.style.fontWeight !== 'normal' && null;
const tagRules = (tag: DetailsTag, extra: Omit<TagParseRule, 'tag'> = {}): TagParseRule[] => [tag, ...aliasesOf(tag)].map((t) => ({ ...extra, tag: t }));

/** Each block tag of the list and the node that writes it. */
const BLOCKS: [DetailsTag[], string, NodeSpec][] = [
  [['p'], 'paragraph', { content: 'inline*', group: 'block', parseDOM: tagRules('p'), toDOM: () => ['p', 0] }],
  ...([2, 3, 4] as const).map((level): [DetailsTag[], string, NodeSpec] => [
    [`h${level}`],
    `heading${level}`,
    { content: 'inline*', group: 'block', defining: true, parseDOM: tagRules(`h${level}`), toDOM: () => [`h${level}`, 0] },
  ]),
  [['blockquote'], 'blockquote', { content: 'block+', group: 'block', defining: true, parseDOM: tagRules('blockquote'), toDOM: () => ['blockquote', 0] }],
  [['hr'], 'horizontal_rule', { group: 'block', parseDOM: tagRules('hr'), toDOM: () => ['hr'] }],
  [['ul', 'li'], 'bullet_list', { content: 'list_item+', group: 'block', parseDOM: tagRules('ul'), toDOM: () => ['ul', 0] }],
  [['ol', 'li'], 'ordered_list', { content: 'list_item+', group: 'block', parseDOM: tagRules('ol'), toDOM: () => ['ol', 0] }],
  [['li'], 'list_item', { content: 'paragraph block*', defining: true, parseDOM: tagRules('li'), toDOM: () => ['li', 0] }],
  // Tables are kept and their cells edited; thead/tbody are read as the rows inside them.
  [['table', 'thead', 'tbody', 'tr'], 'table', { content: 'table_row+', group: 'block', isolating: true, parseDOM: tagRules('table'), toDOM: () => ['table', ['tbody', 0]] }],
  [['tr'], 'table_row', { content: '(table_header | table_cell)+', parseDOM: tagRules('tr'), toDOM: () => ['tr', 0] }],
  [['th'], 'table_header', { content: 'inline*', isolating: true, parseDOM: tagRules('th'), toDOM: () => ['th', 0] }],
  [['td'], 'table_cell', { content: 'inline*', isolating: true, parseDOM: tagRules('td'), toDOM: () => ['td', 0] }],
  [['br'], 'hard_break', { inline: true, group: 'inline', selectable: false, parseDOM: tagRules('br'), toDOM: () => ['br'] }],
];

const MARKS: [DetailsTag, string, MarkSpec][] = [
  [
    'a',
    'link',
    {
      attrs: { href: {}, title: { default: null } },
      inclusive: false,
      parseDOM: [{ tag: 'a[href]', getAttrs: (a: HTMLElement) => ({ href: a.getAttribute('href'), title: a.getAttribute('title') }) }],
      toDOM: (m) => {
        const { href, title } = m.attrs as { href: string; title: string | null };
        return ['a', { href, ...(title ? { title } : {}), rel: DETAILS_LINK.rel }, 0];
      },
    },
  ],
  [
    'strong',
    'strong',
    {
      parseDOM: [...tagRules('strong', { getAttrs: notNormalWeight }), { style: 'font-weight', getAttrs: (v: string) => /^(bold(er)?|[6-9]\d\d)$/.test(v) && null }],
      toDOM: () => ['strong', 0],
    },
  ],
  ['em', 'em', { parseDOM: [...tagRules('em'), { style: 'font-style=italic' }], toDOM: () => ['em', 0] }],
  ['u', 'underline', { parseDOM: [...tagRules('u'), { style: 'text-decoration', getAttrs: (v: string) => v.includes('underline') && null }], toDOM: () => ['u', 0] }],
  ['s', 'strike', { parseDOM: [...tagRules('s'), { style: 'text-decoration', getAttrs: (v: string) => v.includes('line-through') && null }], toDOM: () => ['s', 0] }],
];

/** Tags the editor reads and writes (thead it reads only); a test checks this is the shared list exactly. */
export const EDITOR_TAGS = new Set<string>([...BLOCKS.flatMap(([tags]) => tags), ...MARKS.map(([tag]) => tag)]);

export const detailsSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    text: { group: 'inline' },
    ...Object.fromEntries(BLOCKS.filter(([tags]) => tags.every(allowed)).map(([, name, spec]) => [name, spec])),
  },
  marks: Object.fromEntries(MARKS.filter(([tag]) => allowed(tag)).map(([, name, spec]) => [name, spec])),
});

const parser = DOMParser.fromSchema(detailsSchema);
const serializer = DOMSerializer.fromSchema(detailsSchema);

/** Word marks its list bullets as text to drop (`mso-list:Ignore`); the schema drops every other stray tag and style. */
export const cleanPastedHtml = (html: string) => html.replace(/<span[^>]*mso-list:\s*Ignore[^>]*>[\s\S]*?<\/span>/gi, '');

/** Reads saved (or pasted) HTML into a document; what the schema lacks is dropped, its text kept. */
export function htmlToDoc(html: string, doc: Document = document): PmNode {
  const box = doc.createElement('div');
  box.innerHTML = html;
  return parser.parse(box);
}

/**
 * Writes a document as the sanitizer writes HTML, so a save changes nothing of it: a list item's lone
 * paragraph is its text, void tags close themselves, a no-break space is the character. Empty is ''.
 */
export function docToHtml(node: PmNode, doc: Document = document): string {
  if (node.childCount === 1 && node.firstChild!.type.name === 'paragraph' && node.firstChild!.content.size === 0) return '';
  const box = doc.createElement('div');
  box.appendChild(serializer.serializeFragment(node.content, { document: doc }));
  for (const li of Array.from(box.querySelectorAll('li'))) {
    const first = li.firstElementChild;
    if (first?.tagName === 'P' && li.querySelectorAll(':scope > p').length === 1) first.replaceWith(...Array.from(first.childNodes));
  }
  return box.innerHTML.replace(/<(br|hr)>/g, '<$1 />').replace(/&nbsp;/g, '\u00a0');
}
