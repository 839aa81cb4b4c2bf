import { lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import type { MarkType, NodeType } from 'prosemirror-model';
import { TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import { detailsSchema } from './details-schema';

/** A toolbar button: a format that is on or off where the cursor is, or an action (pressed is then null). */
export interface Tool {
  name: string;
  /**
   * What the button shows; the name is its accessible label, and holds the face when the face is text
   * ('H2 heading'), so someone who says what they see to voice control names the button (WCAG 2.5.3).
   */
  face: string;
  shortcut?: string;
  pressed: (state: EditorState) => boolean | null;
  run: Command;
}

const { nodes, marks } = detailsSchema;

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  return empty ? Boolean(type.isInSet(state.storedMarks ?? $from.marks())) : state.doc.rangeHasMark(from, to, type);
}

/** The nearest ancestor of the selection of one of `types`, with its depth. */
function ancestor(state: EditorState, types: (NodeType | undefined)[]): { type: NodeType; depth: number } | null {
  const { $from } = state.selection;
  for (let d = $from.depth; d > 0; d--) {
    const type = $from.node(d).type;
    if (types.includes(type)) return { type, depth: d };
  }
  return null;
}

const markTool = (name: string, face: string, type: MarkType | undefined, shortcut: string): Tool[] =>
  type ? [{ name, face, shortcut, pressed: (s) => markActive(s, type), run: toggleMark(type) }] : [];

/** A heading toggles back to a paragraph. */
const blockTool = (name: string, face: string, type: NodeType | undefined): Tool[] =>
  type
    ? [
        {
          name,
          face,
          pressed: (s) => s.selection.$from.parent.type === type,
          run: (s, d) => (s.selection.$from.parent.type === type ? setBlockType(nodes.paragraph!)(s, d) : setBlockType(type)(s, d)),
        },
      ]
    : [];

const LISTS = [nodes.bullet_list, nodes.ordered_list];

/** In a list of this kind: out of it; in the other kind: turned into this one; else: into a new list. */
const listTool = (name: string, face: string, type: NodeType | undefined): Tool[] =>
  type && nodes.list_item
    ? [
        {
          name,
          face,
          pressed: (s) => ancestor(s, LISTS)?.type === type,
          run: (s, d) => {
            const list = ancestor(s, LISTS);
            if (list?.type === type) return liftListItem(nodes.list_item!)(s, d);
            if (list) {
              d?.(s.tr.setNodeMarkup(s.selection.$from.before(list.depth), type));
              return true;
            }
            return wrapInList(type)(s, d);
          },
        },
      ]
    : [];

export const FORMAT_TOOLS: Tool[] = [
  ...markTool('Bold', 'B', marks.strong, 'Ctrl+B'),
  ...markTool('Italic', 'I', marks.em, 'Ctrl+I'),
  ...markTool('Underline', 'U', marks.underline, 'Ctrl+U'),
  ...markTool('Strikethrough', 'S', marks.strike, 'Ctrl+Shift+X'),
  ...blockTool('H2 heading', 'H2', nodes.heading2),
  ...blockTool('H3 subheading', 'H3', nodes.heading3),
  ...blockTool('H4 minor heading', 'H4', nodes.heading4),
  ...listTool('Bulleted list', '•', nodes.bullet_list),
  ...listTool('1. Numbered list', '1.', nodes.ordered_list),
  ...(nodes.blockquote
    ? [
        {
          name: 'Quote',
          face: '❝',
          pressed: (s: EditorState) => ancestor(s, [nodes.blockquote]) !== null,
          run: ((s, d) => (ancestor(s, [nodes.blockquote]) ? lift(s, d) : wrapIn(nodes.blockquote!)(s, d))) as Command,
        },
      ]
    : []),
  ...(nodes.horizontal_rule
    ? [
        {
          name: 'Divider line',
          face: '—',
          pressed: () => null,
          run: ((s, d) => (d?.(s.tr.replaceSelectionWith(nodes.horizontal_rule!.create()).scrollIntoView()), true)) as Command,
        },
      ]
    : []),
];

export const linkType = marks.link;

/** The link around the cursor or selection, if any. */
export function linkAt(state: EditorState): { href: string } | null {
  if (!linkType) return null;
  const { $from, from, to, empty } = state.selection;
  const found = empty ? linkType.isInSet($from.marks()) : null;
  if (found) return { href: found.attrs.href as string };
  let href: string | null = null;
  state.doc.nodesBetween(from, to, (n) => {
    const m = linkType.isInSet(n.marks);
    if (m) href = m.attrs.href as string;
  });
  return href ? { href } : null;
}

/** The extent of the link mark around a collapsed cursor, so "Remove link" and edits apply to all of it. */
function linkRange(state: EditorState): { from: number; to: number } {
  const { $from, from, to, empty } = state.selection;
  if (!empty || !linkType) return { from, to };
  const parent = $from.parent;
  const start = $from.start();
  let a = $from.parentOffset;
  let b = $from.parentOffset;
  const linked = (offset: number) => {
    if (offset < 0 || offset >= parent.content.size) return false;
    const child = parent.childAfter(offset).node;
    return Boolean(child && linkType.isInSet(child.marks));
  };
  while (linked(a - 1)) a--;
  while (linked(b)) b++;
  return { from: start + a, to: start + b };
}

/** Links the selection (or the link under the cursor) to `href`; with nothing selected the address becomes the text. */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    if (!linkType) return false;
    const { from, to } = linkRange(state);
    const mark = linkType.create({ href });
    const tr = from === to ? state.tr.insert(from, detailsSchema.text(href, [mark])) : state.tr.removeMark(from, to, linkType).addMark(from, to, mark);
    // The cursor ends up after the link, so what is typed or pasted next goes on after it instead of replacing it.
    const end = from === to ? from + href.length : to;
    dispatch?.(tr.setSelection(TextSelection.create(tr.doc, end)).scrollIntoView());
    return true;
  };
}

export const removeLink: Command = (state, dispatch) => {
  if (!linkType) return false;
  const { from, to } = linkRange(state);
  dispatch?.(state.tr.removeMark(from, to, linkType));
  return true;
};
