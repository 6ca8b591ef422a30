import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type EditorJS from '@editorjs/editorjs';
import { useT } from '../../../lib/i18n';

interface Block {
  type: string;
  data: { text?: string };
}

/**
 * The stored allow-list writes bold and italic as <strong> and <em> (ADR 0023); Editor.js's inline tools write
 * and keep only <b> and <i>, and would drop the others on the next save. Renamed on the way in (the server
 * renames them back).
 */
function inEditorMarkup(element: Element): string {
  for (const [from, to] of [
    ['strong', 'b'],
    ['em', 'i'],
  ] as const) {
    for (const node of [...element.querySelectorAll(from)]) {
      const renamed = element.ownerDocument.createElement(to);
      renamed.append(...node.childNodes);
      node.replaceWith(renamed);
    }
  }
  return element.innerHTML;
}

/** Stored content is HTML (rendered sanitised); Editor.js speaks blocks: one paragraph block per paragraph. */
export function htmlToBlocks(html: string): Block[] {
  if (html.trim() === '') return [];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const paragraphs = [...doc.body.children].filter((element) => element.tagName === 'P');
  if (paragraphs.length === 0) return [{ type: 'paragraph', data: { text: inEditorMarkup(doc.body) } }];
  return paragraphs.map((element) => ({ type: 'paragraph', data: { text: inEditorMarkup(element) } }));
}

export function blocksToHtml(blocks: readonly Block[]): string {
  return blocks
    .map((block) => block.data.text ?? '')
    .filter((text) => text.trim() !== '')
    .map((text) => `<p>${text}</p>`)
    .join('');
}

/** What the dialog or step holding the editor may ask of it. */
export interface RichTextEditorHandle {
  /**
   * The text as it is now, the edit Editor.js has not reported yet included (it reports a change only after
   * the typing pauses), handed to `onChange` too when it differs from the last one handed on.
   */
  flush: () => Promise<string>;
}

/**
 * Rich text through Editor.js (issue 10), downloaded only when a rich text field is first shown: no other
 * screen carries it. The content is kept as HTML, stored as the rich-text allow-list (the server sanitises every
 * save) and always rendered through it (components/ui/rich-text.tsx).
 *
 * Editor.js reports a change only once the typing pauses (its onChange is batched), so the last words typed
 * are not yet in `onChange` for a moment: whatever changes the screen's structure after typing (adding the
 * component, another step) first asks for them with `flush()` (issue 21: a Text component added within about
 * 250 ms of the last key lost all its text). Leaving the editor (focus moving out) and unmounting it flush
 * too, so nothing typed is dropped whichever way the author goes on.
 */
export function RichTextEditor({
  label,
  html,
  onChange,
  ref,
}: {
  label: string;
  html: string;
  onChange: (html: string) => void;
  ref?: Ref<RichTextEditorHandle>;
}) {
  const t = useT('templateEditor');
  const holder = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [ready, setReady] = useState(false);
  const editorRef = useRef<EditorJS | null>(null);
  /** The last text handed on (or the starting one): a flush hands on only what differs. */
  const latest = useRef(html);
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });

  const handOn = (next: string): string => {
    if (next !== latest.current) {
      latest.current = next;
      changed.current(next);
    }
    return next;
  };
  const handOnRef = useRef(handOn);
  useLayoutEffect(() => {
    handOnRef.current = handOn;
  });

  const flush = async (): Promise<string> => {
    const editor = editorRef.current;
    if (!editor) return latest.current;
    await editor.isReady;
    const saved = await editor.save();
    return handOn(blocksToHtml(saved.blocks as Block[]));
  };
  useImperativeHandle(ref, () => ({ flush }));

  useEffect(() => {
    let editor: EditorJS | null = null;
    let cancelled = false;
    void import('@editorjs/editorjs').then(({ default: Editor }) => {
      if (cancelled || !holder.current) return;
      editor = new Editor({
        holder: holder.current,
        // The text as last handed on: a rebuilt editor (another language) keeps what was typed.
        data: { blocks: htmlToBlocks(latest.current) },
        minHeight: 60,
        placeholder: t('config.richPlaceholder'),
        onChange: (api) => {
          void api.saver
            .save()
            .then((saved) => handOnRef.current(blocksToHtml(saved.blocks as Block[])))
            .catch(() => undefined);
        },
        onReady: () => setReady(true),
      });
      editorRef.current = editor;
    });
    return () => {
      cancelled = true;
      const current = editor;
      editorRef.current = null;
      if (!current) return;
      // What was typed since the last report is handed on before the editor goes.
      void current.isReady
        .then(() => current.save())
        .then((saved) => handOnRef.current(blocksToHtml(saved.blocks as Block[])))
        .catch(() => undefined)
        .finally(() => current.destroy());
    };
  }, [t]);

  return (
    <div className="field">
      <span id={labelId} className="field__label">
        {label}
      </span>
      {ready ? null : <p className="muted">{t('config.richLoading')}</p>}
      <div
        ref={holder}
        className="rich-text-editor"
        role="group"
        aria-labelledby={labelId}
        data-testid="rich-text"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) void flush().catch(() => undefined);
        }}
      />
    </div>
  );
}
