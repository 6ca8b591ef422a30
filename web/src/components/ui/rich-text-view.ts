import { baseKeymap, chainCommands, exitCode, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { MarkType, Node as PmNode, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { EditorState, Plugin, TextSelection, type Command, type Transaction } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
// ProseMirror's own rules for its editable element (white space, selection, the separators it draws).
import 'prosemirror-view/style/prosemirror.css';
import { characterLength, clampToCharacterLimit } from '@tessera/shared';
import { richTextSchema, richTextToDoc, storedRichText } from './rich-text-schema';

/**
 * The rich-text editor's engine (docs/adr/0026-one-rich-text-editor.md): a ProseMirror view over the allow-list's
 * schema, loaded only when an editor is first shown (rich-text-editor.tsx imports this module dynamically).
 */
export type RichCommand = 'bold' | 'italic' | 'bulleted' | 'numbered' | 'link';

/** What the toolbar shows as pressed where the cursor is. */
export type RichActive = Record<Exclude<RichCommand, 'link'>, boolean>;

export interface RichTextViewOptions {
  /** Where the editable element goes. */
  place: HTMLElement;
  initial: string;
  /** The editable element's attributes (its role, name, descriptions). */
  attributes: Record<string, string>;
  /** Every change of the text, as the allow-list's HTML. */
  onChange: (html: string) => void;
  onActive: (active: RichActive) => void;
  /** At most this many characters as stored (undefined: no limit). */
  limit: () => number | undefined;
  /** A paste, and whether the clipboard held formatting (dropped: pastes are plain text). */
  onPaste: (formatted: boolean) => void;
  /** Ctrl+K. */
  onLinkKey: () => void;
  /** Alt+F10. */
  onToolbarKey: () => void;
  onKey: (event: KeyboardEvent) => void;
}

export interface RichTextController {
  dom: HTMLElement;
  run: (command: Exclude<RichCommand, 'link'>) => void;
  /** The selected words (the link dialog's starting text). */
  selectedText: () => string;
  /** A link in place of the selection (or at the cursor), the cursor after it. */
  insertLink: (text: string, href: string) => void;
  /**
   * Words as plain text at the cursor, a space apart from the words either side, the cursor after them ("Choose
   * text from timeline"); a paragraph at the end when the cursor never was in the editor.
   */
  insertText: (text: string) => void;
  setAttributes: (attributes: Record<string, string>) => void;
  html: () => string;
  focus: () => void;
  destroy: () => void;
}

const { nodes, marks } = richTextSchema;

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The list the cursor is in (the innermost), with its position. */
function listAround(state: EditorState): { node: PmNode; pos: number } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type === nodes.bullet_list || node.type === nodes.ordered_list) return { node, pos: $from.before(depth) };
  }
  return null;
}

/** A list button: out of that list, into one, or the list turned into the other kind. */
function toggleList(type: NodeType): Command {
  return (state, dispatch) => {
    const around = listAround(state);
    if (!around) return wrapInList(type)(state, dispatch);
    if (around.node.type === type) return liftListItem(nodes.list_item!)(state, dispatch);
    dispatch?.(state.tr.setNodeMarkup(around.pos, type));
    return true;
  };
}

const insertBreak: Command = (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break!.create()).scrollIntoView());
  return true;
};

const COMMANDS: Record<Exclude<RichCommand, 'link'>, Command> = {
  bold: toggleMark(marks.strong!),
  italic: toggleMark(marks.em!),
  bulleted: toggleList(nodes.bullet_list!),
  numbered: toggleList(nodes.ordered_list!),
};

/**
 * A paragraph the writer touched is written as a new one would be (`auto`): only untouched paragraphs keep the
 * form they were stored in, so two paragraphs stored without <p> can never end up side by side (their words
 * would run together).
 */
export const touchedParagraphs = new Plugin({
  appendTransaction(transactions, _old, state) {
    let ranges: [number, number][] = [];
    for (const tr of transactions) {
      for (const map of tr.mapping.maps) {
        ranges = ranges.map(([from, to]) => [map.map(from, -1), map.map(to, 1)]);
        map.forEach((_oldStart, _oldEnd, start, end) => ranges.push([start, end]));
      }
    }
    if (ranges.length === 0) return null;
    const tr = state.tr;
    const size = state.doc.content.size;
    for (const [from, to] of ranges) {
      state.doc.nodesBetween(Math.max(0, from - 1), Math.min(size, to + 1), (node, pos) => {
        if (node.type === nodes.paragraph && node.attrs.form !== 'auto') tr.setNodeAttribute(pos, 'form', 'auto');
      });
    }
    return tr.docChanged ? tr : null;
  },
});

export function createRichTextView(options: RichTextViewOptions): RichTextController {
  let html = options.initial;
  let everSelected = false;
  let destroyed = false;
  /** At the limit (spec 1 §5), nothing more is entered unless it replaces a selection. */
  const full = (state: EditorState) => {
    const limit = options.limit();
    return limit !== undefined && state.selection.empty && characterLength(html) >= limit;
  };

  const guard = new Plugin({
    props: {
      handleDOMEvents: {
        beforeinput: (view, event) => {
          const { inputType } = event;
          if (inputType.startsWith('insert') && inputType !== 'insertFromPaste' && full(view.state)) {
            event.preventDefault();
            return true;
          }
          return false;
        },
        focus: () => {
          everSelected = true;
          return false;
        },
      },
      handleKeyDown: (view, event) => {
        options.onKey(event);
        if (event.key === 'Enter' && full(view.state)) return true;
        return false;
      },
      handleTextInput: (view) => full(view.state),
      handleDrop: (view) => full(view.state),
      // Pasting is plain text (spec 1 §5); under a limit only what still fits goes in.
      handlePaste: (view, event) => {
        const data = event.clipboardData;
        if (!data) return false;
        const formatted = data.types.includes('text/html') || data.types.includes('text/rtf');
        const pasted = data.getData('text/plain');
        const limit = options.limit();
        const room = limit === undefined ? null : Math.max(0, limit - characterLength(html));
        const fits = room === null ? pasted : clampToCharacterLimit(pasted, room);
        if (fits !== '') view.dispatch(view.state.tr.insertText(fits).scrollIntoView());
        options.onPaste(formatted);
        return true;
      },
    },
  });

  const keys = keymap({
    'Mod-b': COMMANDS.bold,
    'Mod-i': COMMANDS.italic,
    'Mod-Shift-8': COMMANDS.bulleted,
    'Mod-Shift-7': COMMANDS.numbered,
    'Mod-k': () => {
      options.onLinkKey();
      return true;
    },
    'Alt-F10': () => {
      options.onToolbarKey();
      return true;
    },
    'Mod-z': undo,
    'Mod-y': redo,
    'Shift-Mod-z': redo,
    Enter: splitListItem(nodes.list_item!),
    'Shift-Enter': chainCommands(exitCode, insertBreak),
    'Mod-]': sinkListItem(nodes.list_item!),
    'Mod-[': liftListItem(nodes.list_item!),
  });

  const active = (state: EditorState): RichActive => {
    const list = listAround(state)?.node.type;
    return {
      bold: markActive(state, marks.strong!),
      italic: markActive(state, marks.em!),
      bulleted: list === nodes.bullet_list,
      numbered: list === nodes.ordered_list,
    };
  };

  const state = EditorState.create({
    doc: richTextToDoc(options.initial).doc,
    plugins: [guard, keys, keymap(baseKeymap), history(), touchedParagraphs],
  });
  let attributes = options.attributes;
  const view: EditorView = new EditorView(options.place, {
    state,
    attributes: () => attributes,
    dispatchTransaction(tr: Transaction) {
      if (destroyed) return;
      const next = view.state.apply(tr);
      view.updateState(next);
      if (tr.docChanged) {
        const now = storedRichText(next.doc);
        if (now !== html) {
          html = now;
          options.onChange(now);
        }
      }
      if (tr.selectionSet && view.hasFocus()) everSelected = true;
      options.onActive(active(next));
    },
  });
  options.onActive(active(state));

  return {
    dom: view.dom,
    run(command) {
      COMMANDS[command](view.state, view.dispatch);
      view.focus();
    },
    selectedText() {
      const { from, to } = view.state.selection;
      return view.state.doc.textBetween(from, to, ' ').trim();
    },
    insertLink(text, href) {
      const link = marks.link!.create({ href });
      const tr = view.state.tr.replaceSelectionWith(richTextSchema.text(text, [link]), false);
      view.dispatch(tr.removeStoredMark(marks.link!).scrollIntoView());
    },
    insertText(text) {
      const words = text.trim();
      const { doc } = view.state;
      if (!everSelected) {
        // The cursor never was in the editor: a paragraph of its own at the end (in place of an empty one).
        const paragraph = nodes.paragraph!.create(null, words === '' ? null : richTextSchema.text(words));
        const empty =
          doc.childCount === 1 && doc.firstChild!.type === nodes.paragraph && doc.firstChild!.content.size === 0;
        const tr = empty
          ? view.state.tr.replaceWith(0, doc.content.size, paragraph)
          : view.state.tr.insert(doc.content.size, paragraph);
        tr.setSelection(TextSelection.create(tr.doc, tr.doc.content.size - 1));
        everSelected = true;
        view.dispatch(tr.scrollIntoView());
        return;
      }
      const { from, to } = view.state.selection;
      const before = doc.textBetween(Math.max(0, from - 1), from, '\n', '\n');
      const after = doc.textBetween(to, Math.min(doc.content.size, to + 1), '\n', '\n');
      const lead = before === '' || /\s$/.test(before) ? '' : ' ';
      const trail = after === '' || /^\s/.test(after) ? '' : ' ';
      const tr = view.state.tr.insertText(`${lead}${words}${trail}`, from, to);
      tr.setSelection(TextSelection.create(tr.doc, from + lead.length + words.length));
      view.dispatch(tr.scrollIntoView());
    },
    setAttributes(next) {
      attributes = next;
      view.setProps({ attributes: () => attributes });
    },
    html: () => html,
    focus: () => view.focus(),
    destroy() {
      destroyed = true;
      view.destroy();
    },
  };
}
