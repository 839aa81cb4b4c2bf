import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { baseKeymap, chainCommands, exitCode, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { EditorState, type Command, type Plugin } from 'prosemirror-state';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import { EditorView } from 'prosemirror-view';
// The product page's own styles for the details, as text: imported as a stylesheet here, they would be split
// out of the product page's CSS into a file both share, one more request for every shopper on a phone.
import productHtmlCss from '../../../../components/product-html.css?inline';
import { FieldNotes, fieldIds } from '../../../../components/field';
import { cleanPastedHtml, detailsSchema, docToHtml, htmlToDoc } from './details-schema';
import { FORMAT_TOOLS, linkAt, linkType, removeLink, setLink } from './details-tools';
import { Toolbar } from './editor-toolbar';
import { LinkForm } from './link-form';
import './details-editor.css';

interface DetailsEditorProps {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}

const { nodes, marks } = detailsSchema;
const bind = (entries: [string, Command | undefined | false][]) => Object.fromEntries(entries.filter((e): e is [string, Command] => Boolean(e[1])));

function plugins(openLink: () => void): Plugin[] {
  return [
    history(),
    keymap(
      bind([
        ['Mod-z', undo],
        ['Mod-Shift-z', redo],
        ['Mod-y', redo],
        ['Mod-b', marks.strong && toggleMark(marks.strong)],
        ['Mod-i', marks.em && toggleMark(marks.em)],
        ['Mod-u', marks.underline && toggleMark(marks.underline)],
        ['Mod-Shift-x', marks.strike && toggleMark(marks.strike)],
        ['Mod-k', linkType && (() => (openLink(), true))],
        ['Shift-Enter', nodes.hard_break && chainCommands(exitCode, (s, d) => (d?.(s.tr.replaceSelectionWith(nodes.hard_break!.create()).scrollIntoView()), true))],
        ['Enter', nodes.list_item && splitListItem(nodes.list_item)],
        // Tab is left to move on through the form; these indent and outdent a list item.
        ['Mod-]', nodes.list_item && sinkListItem(nodes.list_item)],
        ['Mod-[', nodes.list_item && liftListItem(nodes.list_item)],
      ]),
    ),
    keymap(baseKeymap),
  ];
}

const editorState = (html: string, openLink: () => void) => EditorState.create({ doc: htmlToDoc(html), plugins: plugins(openLink) });

/** The editor's state for rendering, with the HTML it stands for: a new value from outside is told from an echo of the editor's own. */
interface Shown {
  state: EditorState;
  html: string;
}

/**
 * The product details as formatted text. It writes only what the shared list allows (details-schema.ts)
 * and shows it with the storefront's own styles, so what the owner sees is what shoppers see.
 *
 * React holds the editor's state (the toolbar renders from it); the ProseMirror view is made once, in an
 * effect, and only effects and event handlers touch it.
 */
export default function DetailsEditor({ label, hint, error, value, onChange, onBlur }: DetailsEditorProps) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [shown, setShown] = useState<Shown>(() => ({ state: editorState(value, () => setLinkOpen(true)), html: value }));
  const describedBy = fieldIds(id, error, hint)['aria-describedby'];

  // A value from outside (the form reset after a save) replaces the document unless it is what the editor wrote.
  if (value !== shown.html) setShown({ state: editorState(value, () => setLinkOpen(true)), html: value });

  // The view's dispatch is made once; it reaches the form's latest callbacks through this ref.
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  }, [onChange, onBlur]);

  // The view is made once, from the first state; a replaced document reaches it through the effect below.
  // Layout effects make it and name it before the browser paints: the toolbar's aria-controls names the
  // view's id, which must never be missing while the toolbar is on the page.
  const first = useRef(shown.state);
  useLayoutEffect(() => {
    const v = new EditorView(host.current, {
      state: first.current,
      transformPastedHTML: cleanPastedHtml,
      handleDOMEvents: {
        blur: () => {
          callbacks.current.onBlur();
          return false;
        },
      },
      // The view takes each transaction at once, as ProseMirror needs while the owner types; React's copy follows.
      dispatchTransaction(tr) {
        const state = v.state.apply(tr);
        v.updateState(state);
        if (!tr.docChanged) return setShown((s) => ({ ...s, state }));
        const html = docToHtml(state.doc);
        setShown({ state, html });
        callbacks.current.onChange(html);
      },
    });
    view.current = v;
    return () => v.destroy();
  }, []);

  // Only a replaced document differs from the view's own state. A layout effect, because it runs before the
  // next keystroke: a passive one can run late, after the owner typed on, and would put an older state back.
  useLayoutEffect(() => {
    if (view.current && view.current.state !== shown.state) view.current.updateState(shown.state);
  }, [shown.state]);

  useLayoutEffect(() => {
    view.current?.setProps({
      attributes: {
        id: `${id}-input`,
        class: 'details-editor__surface product-html',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    });
  }, [id, describedBy, error]);

  // Closing the link form hands the focus back to the text, once the form (which may hold it) is gone.
  const linkWasOpen = useRef(false);
  useLayoutEffect(() => {
    if (linkWasOpen.current && !linkOpen) view.current?.focus();
    linkWasOpen.current = linkOpen;
  }, [linkOpen]);

  const { state } = shown;
  const run = (command: Command) => {
    const v = view.current;
    if (!v) return;
    command(v.state, v.dispatch, v);
    v.focus();
  };

  return (
    <div className={['field', 'details-editor', error && 'field--invalid'].filter(Boolean).join(' ')}>
      <style>{productHtmlCss}</style>
      <span className="field__label" id={`${id}-label`} onClick={() => view.current?.focus()}>
        {label}
      </span>
      <Toolbar controls={`${id}-input`} label={`${label}: formatting`}>
        {FORMAT_TOOLS.map((tool) => {
          const pressed = tool.pressed(state);
          return (
            <button
              key={tool.name}
              type="button"
              className="details-editor__tool"
              aria-label={tool.name}
              title={tool.shortcut ? `${tool.name} (${tool.shortcut})` : tool.name}
              {...(pressed === null ? {} : { 'aria-pressed': pressed })}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(tool.run)}
            >
              {tool.face}
            </button>
          );
        })}
        {linkType && (
          <button
            type="button"
            className="details-editor__tool"
            aria-label="Link"
            title="Link (Ctrl+K)"
            aria-pressed={linkAt(state) !== null}
            aria-expanded={linkOpen}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => setLinkOpen((o) => !o)}
          >
            Link
          </button>
        )}
      </Toolbar>
      {linkOpen && (
        <LinkForm
          current={linkAt(state)?.href ?? ''}
          onApply={(href) => {
            setLinkOpen(false);
            run(setLink(href));
          }}
          onRemove={() => {
            setLinkOpen(false);
            run(removeLink);
          }}
          onCancel={() => setLinkOpen(false)}
        />
      )}
      <div ref={host} className="details-editor__frame" />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
