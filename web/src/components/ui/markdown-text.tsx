import { useEffect, useState } from 'react';

/**
 * Text that may hold Markdown and TeX math (CASE statements): shown as plain text at once, then rendered
 * (sanitised HTML and MathML) when the renderer has loaded. The renderer (marked, Temml, DOMPurify) is a
 * separate chunk fetched by the first screen that shows such text.
 */
export function MarkdownText({ text, className = 'markdown' }: { text: string; className?: string }) {
  const [rendered, setRendered] = useState<{ text: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('./render-markdown').then(({ renderMarkdown }) => {
      if (live) setRendered({ text, html: renderMarkdown(text) });
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!rendered || rendered.text !== text) return <div className={className}>{text}</div>;
  // The HTML comes from DOMPurify (scripts, handlers and unknown elements removed): safe to insert.
  return <div className={className} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}
