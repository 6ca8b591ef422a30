import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * Rich text through Editor.js (issue 10), downloaded only when a rich text field is first shown: no other
 * screen carries it. The content is kept as HTML, stored as the rich-text allow-list (the server sanitises every
 * save) and always rendered through it (components/ui/rich-text.tsx).
 */
export function RichTextEditor({
  label,
  html,
  onChange,
}: {
  label: string;
  html: string;
  onChange: (html: string) => void;
}) {
  const t = useT('templateEditor');
  const holder = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [ready, setReady] = useState(false);
  const initial = useRef(html);
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    let editor: EditorJS | null = null;
    let cancelled = false;
    void import('@editorjs/editorjs').then(({ default: Editor }) => {
      if (cancelled || !holder.current) return;
      editor = new Editor({
        holder: holder.current,
        data: { blocks: htmlToBlocks(initial.current) },
        minHeight: 60,
        placeholder: t('config.richPlaceholder'),
        onChange: (api) => {
          void api.saver.save().then((saved) => changed.current(blocksToHtml(saved.blocks as Block[])));
        },
        onReady: () => setReady(true),
      });
    });
    return () => {
      cancelled = true;
      const current = editor;
      if (current) void current.isReady.then(() => current.destroy()).catch(() => undefined);
    };
  }, [t]);

  return (
    <div className="field">
      <span id={labelId} className="field__label">
        {label}
      </span>
      {ready ? null : <p className="muted">{t('config.richLoading')}</p>}
      <div ref={holder} className="rich-text-editor" role="group" aria-labelledby={labelId} data-testid="rich-text" />
    </div>
  );
}
