import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Bold, Italic, Link, List, ListOrdered, type LucideIcon } from 'lucide-react';
import {
  buildInsertedLink,
  characterLength,
  characterLimitStatus,
  clampToCharacterLimit,
  isLinkInsertEnabled,
  minimumWordsStatus,
  parseRichText,
  sanitizeRichText,
} from '@tessera/shared';
import { useT } from '../../lib/i18n';
import { Button } from './button';
import { CharacterCounter } from './character-counter';
import { Dialog } from './dialog';
import { FieldMessages } from './field-messages';
import { FormField } from './form-field';
import { appendRichText } from './rich-text';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'link';

const TOOLS: { command: Command; label: 'bold' | 'italic' | 'bulleted' | 'numbered' | 'link'; icon: LucideIcon }[] = [
  { command: 'bold', label: 'bold', icon: Bold },
  { command: 'italic', label: 'italic', icon: Italic },
  { command: 'insertUnorderedList', label: 'bulleted', icon: List },
  { command: 'insertOrderedList', label: 'numbered', icon: ListOrdered },
  { command: 'link', label: 'link', icon: Link },
];

export interface RichTextEditorProps {
  /** The field's visible label (also names the formatting toolbar). */
  label: string;
  /** Shown after the label (the required mark). */
  labelExtra?: ReactNode;
  /** The stored answer the editor starts from (sanitised before it is shown). */
  initial: string;
  /** Every change, as the allow-list's HTML. */
  onChange: (html: string) => void;
  error?: string;
  /** The component's min_word_count and whether it is optional (spec 1 §5 minimum words). */
  minimumWords?: string | number | null;
  optional?: boolean;
  /**
   * At most this many characters of the answer as stored (spec 1 §5 feedback: 3000, counted as the submit check
   * counts them): the counter and its announcements show, and typing or pasting past the limit is not entered.
   */
  characterLimit?: number;
}

/** Whether the selection sits inside the element (where the toolbar's commands apply). */
const selectionIn = (element: HTMLElement | null): Range | null => {
  const selection = document.getSelection();
  if (!element || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return element.contains(range.commonAncestorContainer) ? range : null;
};

/**
 * The rich-text answer editor (issue 12; spec 1 §2 editor toolbar, §5 text area, link insert): a
 * contenteditable region and its formatting toolbar — bold, italic, bulleted and numbered lists, insert link —
 * reached from the keyboard as one tab stop whose buttons the arrow keys move between (WAI-ARIA toolbar
 * pattern; Alt+F10 from the text goes there, Escape goes back). Ctrl+B, Ctrl+I and Ctrl+K work in the text.
 * Pasting is forced to plain text, with the spec's notice when the clipboard held formatting. Whatever the
 * browser writes is reduced to the allow-list (shared's sanitizeRichText) before it is handed on, and the
 * server sanitises every save again. The minimum-words hint and its polite announcement follow spec 1 §5.
 */
export function RichTextEditor({
  label,
  labelExtra,
  initial,
  onChange,
  error,
  minimumWords,
  optional = false,
  characterLimit,
}: RichTextEditorProps) {
  const t = useT('common');
  const msg = useT('messages');
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const pendingLink = useRef<string | null>(null);
  /** The link dialog is open or closing: focus coming back puts the caret where it was, not at the start. */
  const returning = useRef(false);
  const [html, setHtml] = useState(() => sanitizeRichText(initial));
  const [active, setActive] = useState(0);
  const [pressed, setPressed] = useState({ bold: false, italic: false });
  const [pastedNotice, setPastedNotice] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkAddress, setLinkAddress] = useState('');
  // The limit's check reads the newest answer from the browser's own input events (outside React's).
  const limitRef = useRef({ html, characterLimit });
  useEffect(() => {
    limitRef.current = { html, characterLimit };
  });

  // The starting content is built once as DOM nodes from the allow-list's tree; from then on the browser owns it.
  useEffect(() => {
    const element = editor.current;
    if (!element || element.childNodes.length > 0) return;
    appendRichText(element, parseRichText(initial));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the starting content only
  }, []);

  // At the character limit nothing more is entered (spec 1 §5): typing, dropping and new lines are refused,
  // deleting and formatting are not.
  useEffect(() => {
    const element = editor.current;
    if (!element) return undefined;
    const onBeforeInput = (event: InputEvent) => {
      const { html: now, characterLimit: limit } = limitRef.current;
      if (limit === undefined || !event.inputType.startsWith('insert') || event.inputType === 'insertFromPaste') return;
      const replacing = !(document.getSelection()?.isCollapsed ?? true);
      if (!replacing && characterLength(now) >= limit) event.preventDefault();
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, []);

  // Bold and italic say whether they apply where the caret is.
  useEffect(() => {
    const onSelection = () => {
      if (!selectionIn(editor.current)) return;
      setPressed({ bold: document.queryCommandState('bold'), italic: document.queryCommandState('italic') });
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, []);

  const changed = () => {
    const next = sanitizeRichText(editor.current?.innerHTML ?? '');
    setHtml(next);
    onChange(next);
  };

  const restoreSelection = () => {
    const range = saved.current;
    const selection = document.getSelection();
    if (!range || !selection || !editor.current?.contains(range.commonAncestorContainer)) return;
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const openLink = () => {
    const range = selectionIn(editor.current);
    saved.current = range ? range.cloneRange() : null;
    setLinkText(range?.toString().trim() ?? '');
    setLinkAddress('');
    returning.current = true;
    setLinkOpen(true);
  };

  const run = (command: Command) => {
    if (command === 'link') {
      openLink();
      return;
    }
    editor.current?.focus();
    if (!selectionIn(editor.current)) restoreSelection();
    document.execCommand(command);
    changed();
  };

  const onEditorKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (pastedNotice && !event.ctrlKey && !event.metaKey && event.key.length === 1) setPastedNotice(false);
    if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      const range = selectionIn(editor.current);
      saved.current = range ? range.cloneRange() : saved.current;
      toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[active]?.focus();
      return;
    }
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLink();
    }
  };

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(toolbar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const moves: Record<string, number> = {
      ArrowRight: (active + 1) % buttons.length,
      ArrowLeft: (active - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      const next = moves[event.key] as number;
      setActive(next);
      buttons[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      editor.current?.focus();
      restoreSelection();
    }
  };

  const status = minimumWordsStatus(html, minimumWords, optional);
  const limit = characterLimit === undefined ? null : characterLimitStatus(html, characterLimit);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [`${id}-keys`, status.hint ? hintId : null, limit ? counterId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const link = buildInsertedLink(linkText, linkAddress);

  return (
    <div className="field rich-editor">
      <span id={`${id}-label`} className="field__label">
        {label}
        {labelExtra}
      </span>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={t('richText.toolbar', { label })}
        aria-controls={`${id}-text`}
        className="rich-editor__toolbar"
        onKeyDown={onToolbarKey}
      >
        {TOOLS.map((tool, index) => {
          const Icon = tool.icon;
          const toggle = tool.command === 'bold' || tool.command === 'italic';
          return (
            <button
              key={tool.command}
              type="button"
              className="rich-editor__button"
              tabIndex={index === active ? 0 : -1}
              aria-label={t(`richText.${tool.label}`)}
              title={t(`richText.${tool.label}`)}
              aria-pressed={toggle ? pressed[tool.command as 'bold' | 'italic'] : undefined}
              aria-haspopup={tool.command === 'link' ? 'dialog' : undefined}
              // The pointer keeps the text's selection: the command applies to it.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setActive(index)}
              onClick={() => run(tool.command)}
            >
              <Icon aria-hidden="true" size={18} />
            </button>
          );
        })}
      </div>
      <div
        ref={editor}
        id={`${id}-text`}
        className="field__input rich-editor__text"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-keyshortcuts="Control+B Control+I Control+K Alt+F10"
        onInput={changed}
        onKeyDown={onEditorKey}
        onBlur={() => {
          const range = selectionIn(editor.current);
          if (range) saved.current = range.cloneRange();
        }}
        onFocus={() => {
          // Back from the link dialog: the caret where it was, and the link written there.
          const pending = pendingLink.current;
          if (returning.current || !selectionIn(editor.current)) restoreSelection();
          returning.current = false;
          if (pending) {
            pendingLink.current = null;
            document.execCommand('insertHTML', false, pending);
            changed();
          }
        }}
        onPaste={(event) => {
          // Pasting is forced to plain text (spec 1 §5); formatting in the clipboard is said to be dropped.
          event.preventDefault();
          const data = event.clipboardData;
          const formatted = data.types.includes('text/html') || data.types.includes('text/rtf');
          const pasted = data.getData('text/plain');
          // Under a character limit only what still fits is entered.
          const room = characterLimit === undefined ? null : Math.max(0, characterLimit - characterLength(html));
          const fits = room === null ? pasted : clampToCharacterLimit(pasted, room);
          if (fits !== '') document.execCommand('insertText', false, fits);
          setPastedNotice(formatted);
        }}
      />
      <p id={`${id}-keys`} className="visually-hidden">
        {t('richText.keys')}
      </p>
      <p className="rich-editor__notice" role="status">
        {pastedNotice ? msg('components.textarea.pasted_as_plain_text') : ''}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status.announcement ? msg(status.announcement.key, status.announcement.params) : ''}
      </p>
      {limit ? <CharacterCounter id={counterId} status={limit} /> : null}
      <FieldMessages
        hintId={hintId}
        hint={status.hint ? msg(status.hint.key, status.hint.params) : undefined}
        errorId={errorId}
        error={error}
      />
      <Dialog
        open={linkOpen}
        onClose={() => setLinkOpen(false)}
        title={t('richText.linkTitle')}
        returnFocus={() => editor.current}
      >
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (!link) return;
            pendingLink.current = link.html;
            setLinkOpen(false);
          }}
        >
          <FormField label={t('richText.linkText')} value={linkText} onChange={(e) => setLinkText(e.target.value)} />
          <FormField
            label={t('richText.linkAddress')}
            value={linkAddress}
            inputMode="url"
            autoComplete="url"
            hint={t('richText.linkAddressHint')}
            onChange={(e) => setLinkAddress(e.target.value)}
          />
          <div className="button-row">
            <Button type="submit" variant="primary" disabled={!isLinkInsertEnabled(linkText, linkAddress)}>
              {t('richText.linkInsert')}
            </Button>
            <Button onClick={() => setLinkOpen(false)}>{t('cancel')}</Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
