import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ComponentMode } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { insertIntoRichTextEditor } from '../../../components/ui/rich-text-editor';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { useTimeline } from '../api/list-timeline';
import { PageTurner } from './page-turner';

type Content = Record<string, unknown> | undefined;

/** The text answers an evidence item's abstract can go into: a text area, and a rich component holding one. */
export function takesTimelineText(kind: string, mode: ComponentMode, content: Content): boolean {
  if (mode !== 'editable') return false;
  if (kind === 'textarea') return true;
  return kind === 'rich' && (content?.component === undefined || content.component === 'textarea');
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The answer with `text` put between `before` and `after`, a space or line apart from the words around it. */
export function insertText(value: string, text: string, start: number, end: number): { value: string; caret: number } {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === '' || /\s$/.test(before) ? '' : before.endsWith('.') ? ' ' : '\n\n';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const inserted = `${lead}${text.trim()}${trail}`;
  return { value: `${before}${inserted}${after}`, caret: before.length + inserted.length - trail.length };
}

/**
 * "Choose text from timeline" (spec 1 §2) beside a text answer the owner edits: the abstract of one of their
 * evidence items or portfolios goes into the answer where the cursor was (at its end when the cursor had not been
 * in it; in a rich-text answer as plain text, through the editor: `insertIntoRichTextEditor`), as if typed: the
 * answer is marked changed and saved as any edit is, and the cursor lands after the inserted words. `children`
 * draws the answer; it is drawn afresh (the key) so the text area shows the insert.
 */
export function TextFromTimeline({
  kind,
  mode,
  content,
  ownerId,
  portfolioId,
  label,
  onChange,
  children,
}: {
  kind: string;
  mode: ComponentMode;
  content: Content;
  ownerId?: string;
  portfolioId?: string;
  label: string;
  onChange: (content: Record<string, unknown>) => void;
  children: (key: number) => ReactNode;
}) {
  const t = useT('portfolios');
  const host = useRef<HTMLDivElement>(null);
  const selection = useRef<{ start: number; end: number } | null>(null);
  const caret = useRef<number | null>(null);
  // After an insert, focus goes back to the answer (the cursor after the inserted words), not to the button.
  const returnToAnswer = useRef(false);
  const [drawn, setDrawn] = useState(0);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (caret.current === null) return;
    const area = host.current?.querySelector('textarea');
    if (area) {
      area.focus();
      area.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  }, [drawn]);
  // Where the cursor was when the text area was left (for the button, say): where the text goes.
  const watch = useCallback((element: HTMLDivElement | null) => {
    host.current = element;
    if (!element) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLTextAreaElement)
        selection.current = { start: event.target.selectionStart, end: event.target.selectionEnd };
    };
    element.addEventListener('focusout', remember);
    return () => element.removeEventListener('focusout', remember);
  }, []);
  if (!ownerId || !takesTimelineText(kind, mode, content)) return <>{children(0)}</>;
  const insert = (text: string) => {
    const area = host.current?.querySelector('textarea');
    if (!area) {
      // A rich-text answer (its editor, not a text area): the editor puts the abstract in as plain text where its
      // cursor was, or as a paragraph at its end when the cursor never was in it, and hands the answer on as an
      // edit; the cursor is after the words when the closing dialog gives the editor its focus back.
      const editor = host.current?.querySelector('[contenteditable="true"]');
      if (editor && insertIntoRichTextEditor(editor, text)) {
        returnToAnswer.current = true;
        return;
      }
      // The editor not loaded yet: a paragraph at the end of the stored answer, the editor drawn afresh.
      const html = typeof content?.content === 'string' ? content.content : '';
      const paragraph = `<p>${escapeHtml(text.trim())}</p>`;
      const next = html.trim() === '' ? paragraph : `${html}${paragraph}`;
      onChange(
        kind === 'rich'
          ? { ...(content ?? {}), component: 'textarea', content: next }
          : { ...(content ?? {}), content: next },
      );
      returnToAnswer.current = true;
      setDrawn((n) => n + 1);
      return;
    }
    const value = area ? area.value : typeof content?.content === 'string' ? content.content : '';
    const at = selection.current ?? { start: value.length, end: value.length };
    const next = insertText(value, text, Math.min(at.start, value.length), Math.min(at.end, value.length));
    onChange(
      kind === 'rich'
        ? { ...(content ?? {}), component: 'textarea', content: next.value }
        : { ...(content ?? {}), content: next.value },
    );
    selection.current = { start: next.caret, end: next.caret };
    caret.current = next.caret;
    returnToAnswer.current = true;
    setDrawn((n) => n + 1);
  };
  return (
    <div ref={watch}>
      {children(drawn)}
      <Button
        size="small"
        onClick={() => {
          returnToAnswer.current = false;
          setOpen(true);
        }}
      >
        {t('textFromTimeline.open')}
        <span className="visually-hidden"> {t('textFromTimeline.into', { label })}</span>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('textFromTimeline.title')}
        description={t('textFromTimeline.description', { label })}
        size="wide"
        returnFocus={() => {
          if (!returnToAnswer.current) return null;
          // The rich-text editor keeps its cursor (after the inserted words) and shows it as it takes the focus.
          return host.current?.querySelector<HTMLElement>('textarea, [contenteditable="true"]') ?? null;
        }}
      >
        {open ? (
          <TextPickerBody
            ownerId={ownerId}
            excludeId={portfolioId}
            onClose={() => setOpen(false)}
            onDone={(text) => {
              setOpen(false);
              insert(text);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

function TextPickerBody({
  ownerId,
  excludeId,
  onDone,
  onClose,
}: {
  ownerId: string;
  excludeId?: string;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const t = useT('portfolios');
  const id = useId();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<{ id: string; text: string } | null>(null);
  const timeline = useTimeline(ownerId, page);
  const items = (timeline.data?.items ?? []).filter((item) => item.id !== excludeId);
  const withText = items.filter((item) => item.abstract_text.trim() !== '');
  const pages = timeline.data ? Math.max(1, Math.ceil(timeline.data.total / timeline.data.page_size)) : 1;
  return (
    <div className="stack">
      <QueryStatus query={timeline} />
      {timeline.data && withText.length === 0 ? <p>{t('textFromTimeline.empty')}</p> : null}
      {withText.length > 0 ? (
        <fieldset className="timeline-picker">
          <legend className="visually-hidden">{t('timelinePicker.legend', { page, pages })}</legend>
          {withText.map((item) => (
            <label key={item.id} className="timeline-picker__item">
              <input
                type="radio"
                name={`${id}-text`}
                checked={chosen?.id === item.id}
                onChange={() => setChosen({ id: item.id, text: item.abstract_text })}
              />
              <span className="insert-choices__text">
                {item.title || t('references.untitled')}
                <span className="timeline-picker__abstract">{item.abstract_text}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <PageTurner page={page} pages={pages} label={t('timelinePicker.pages')} onPage={setPage} />
      <div className="form__actions">
        <Button variant="primary" disabled={!chosen} onClick={() => chosen && onDone(chosen.text)}>
          {t('textFromTimeline.insert')}
        </Button>
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
      </div>
    </div>
  );
}
