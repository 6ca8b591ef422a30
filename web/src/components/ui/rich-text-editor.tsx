import {
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Bold, Italic, Link, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { buildInsertedLink, characterLimitStatus, isLinkInsertEnabled, minimumWordsStatus } from '@tessera/shared';
import { useT } from '../../lib/i18n';
import { Button } from './button';
import { CharacterCounter } from './character-counter';
import { Dialog } from './dialog';
import { FieldMessages } from './field-messages';
import { FormField } from './form-field';
import type { RichActive, RichCommand, RichTextController } from './rich-text-view';

const TOOLS: { command: RichCommand; icon: LucideIcon }[] = [
  { command: 'bold', icon: Bold },
  { command: 'italic', icon: Italic },
  { command: 'bulleted', icon: List },
  { command: 'numbered', icon: ListOrdered },
  { command: 'link', icon: Link },
];

const NOTHING_ACTIVE: RichActive = { bold: false, italic: false, bulleted: false, numbered: false };

/** What a screen holding the editor may ask of it. */
export interface RichTextEditorHandle {
  /** The text as it is now (every change is handed to `onChange` as it is made; kept for the callers that ask). */
  flush: () => Promise<string>;
}

export interface RichTextEditorProps {
  /** The field's visible label (also names the formatting toolbar). */
  label: string;
  /** Shown after the label (the required mark). */
  labelExtra?: ReactNode;
  /** The stored text the editor starts from (read through the allow-list). */
  initial: string;
  /** Every change, as the allow-list's HTML. Nothing is handed on until the text is edited. */
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
  ref?: Ref<RichTextEditorHandle>;
}

/** The editors on the page by their editable element ("Choose text from timeline" inserts through them). */
const editors = new WeakMap<Element, RichTextController>();

/**
 * Words as plain text into the rich-text editor whose editable element this is, handed on as an edit: at its
 * cursor, a space apart from the words around them, or as a paragraph at the end when the cursor never was in
 * it; the cursor goes after them. False when the element is no (loaded) editor.
 */
export function insertIntoRichTextEditor(element: Element, text: string): boolean {
  const editor = editors.get(element);
  editor?.insertText(text);
  return editor !== undefined;
}

/**
 * The one rich-text editor (answers, feedback, a template's text and content; docs/adr/0026-one-rich-text-editor.md):
 * ProseMirror over the allow-list's schema, downloaded when an editor is first shown. Its formatting toolbar —
 * bold, italic, bulleted and numbered lists, insert link — is one tab stop whose buttons the arrow keys move
 * between (WAI-ARIA toolbar pattern; Alt+F10 from the text goes there, Escape goes back); bold, italic and the
 * lists report `aria-pressed`. Ctrl+B, Ctrl+I, Ctrl+Shift+8, Ctrl+Shift+7, Ctrl+K and Shift+Enter work in the
 * text. Pasting is plain text, with the spec's notice when the clipboard held formatting. The minimum-words hint
 * and its polite announcement follow spec 1 §5; the server sanitises every save again.
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
  ref,
}: RichTextEditorProps) {
  const t = useT('common');
  const msg = useT('messages');
  const id = useId();
  const place = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const controller = useRef<RichTextController | null>(null);
  const [ready, setReady] = useState(false);
  const [html, setHtml] = useState(initial);
  const [active, setActive] = useState(0);
  const [pressed, setPressed] = useState<RichActive>(NOTHING_ACTIVE);
  const [pastedNotice, setPastedNotice] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkText, setLinkText] = useState('');
  const [linkAddress, setLinkAddress] = useState('');
  useImperativeHandle(ref, () => ({ flush: async () => controller.current?.html() ?? initial }));

  const status = minimumWordsStatus(html, minimumWords, optional);
  const limit = characterLimit === undefined ? null : characterLimitStatus(html, characterLimit);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [`${id}-keys`, status.hint ? hintId : null, limit ? counterId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const attributes: Record<string, string> = {
    id: `${id}-text`,
    class: 'field__input rich-editor__text',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${id}-label`,
    'aria-describedby': describedBy,
    'aria-keyshortcuts': 'Control+B Control+I Control+Shift+8 Control+Shift+7 Control+K Alt+F10',
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(optional ? {} : { 'aria-required': 'true' }),
  };
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    controller.current?.setAttributes(JSON.parse(attributesKey) as Record<string, string>);
  }, [attributesKey]);

  const focusToolbar = () =>
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[latest.current.active]?.focus();

  const openLink = () => {
    setLinkText(controller.current?.selectedText() ?? '');
    setLinkAddress('');
    setLinkOpen(true);
  };

  // The engine is made once; it reads the newest props and handlers through this.
  const latest = useRef({ onChange, characterLimit, pastedNotice, active, attributes, openLink });
  useLayoutEffect(() => {
    latest.current = { onChange, characterLimit, pastedNotice, active, attributes, openLink };
  });

  // The engine (ProseMirror) is downloaded with the first editor shown and made once per editor.
  useEffect(() => {
    let cancelled = false;
    let made: RichTextController | null = null;
    void import('./rich-text-view').then(({ createRichTextView }) => {
      if (cancelled || !place.current) return;
      made = createRichTextView({
        place: place.current,
        initial,
        attributes: latest.current.attributes,
        onChange: (next) => {
          setHtml(next);
          latest.current.onChange(next);
        },
        onActive: setPressed,
        limit: () => latest.current.characterLimit,
        onPaste: setPastedNotice,
        onLinkKey: () => latest.current.openLink(),
        onToolbarKey: focusToolbar,
        onKey: (event) => {
          if (latest.current.pastedNotice && !event.ctrlKey && !event.metaKey && event.key.length === 1)
            setPastedNotice(false);
        },
      });
      editors.set(made.dom, made);
      controller.current = made;
      setReady(true);
    });
    return () => {
      cancelled = true;
      controller.current = null;
      if (made) {
        editors.delete(made.dom);
        made.destroy();
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the starting content only
  }, []);

  const run = (command: RichCommand) => {
    if (command === 'link') openLink();
    else controller.current?.run(command);
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
      controller.current?.focus();
    }
  };

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
          return (
            <button
              key={tool.command}
              type="button"
              className="rich-editor__button"
              tabIndex={index === active ? 0 : -1}
              aria-label={t(`richText.${tool.command}`)}
              title={t(`richText.${tool.command}`)}
              aria-pressed={tool.command === 'link' ? undefined : pressed[tool.command]}
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
      {/* ProseMirror's editable element goes here, with the attributes above (role, name, descriptions). */}
      <div ref={place} className="rich-editor__place">
        {ready ? null : <p className="muted rich-editor__loading">{t('richText.loading')}</p>}
      </div>
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
        returnFocus={() => controller.current?.dom}
      >
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (!link) return;
            // The link goes where the selection was (the editor keeps it while the dialog is open).
            controller.current?.insertLink(linkText.trim(), link.href);
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
