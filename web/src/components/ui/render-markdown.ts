import DOMPurify from 'dompurify';
import { Marked, type TokenizerAndRendererExtension } from 'marked';
import temml from 'temml';

/** TeX between $…$ (inline) or $$…$$ (display) becomes MathML (Temml), which browsers render natively. */
const math = (display: boolean): TokenizerAndRendererExtension => ({
  name: display ? 'mathBlock' : 'mathInline',
  level: display ? 'block' : 'inline',
  // Where such a token may begin: `$$` for a display block (a lone `$` must not interrupt a paragraph).
  start: (source: string) => {
    const at = source.indexOf(display ? '$$' : '$');
    return at < 0 ? undefined : at;
  },
  tokenizer(source: string) {
    const match = display ? /^\$\$([\s\S]+?)\$\$/.exec(source) : /^\$((?:\\\$|[^$\n])+?)\$/.exec(source);
    if (!match) return undefined;
    return { type: display ? 'mathBlock' : 'mathInline', raw: match[0], tex: (match[1] ?? '').trim() };
  },
  renderer(token) {
    try {
      return temml.renderToString(String(token.tex), { displayMode: display, throwOnError: false });
    } catch {
      return String(token.raw);
    }
  },
});

const marked = new Marked({ gfm: true, breaks: false, async: false });
marked.use({ extensions: [math(true), math(false)] });

/** Markdown (tables, emphasis, lists, links) and math as sanitised HTML: no script, handler or style survives. */
export function renderMarkdown(text: string): string {
  const html = marked.parse(text.replace(/\r\n?/g, '\n')) as string;
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true, mathMl: true } });
}
