import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { escapeHtmlText } from './link-insert';

/**
 * Rich-text answers (text area, feedback and rich components; spec 1 §5) and authored rich text (a template's
 * text components and content) are stored as a restricted HTML subset: paragraphs, line breaks, bold, italic,
 * bulleted and numbered lists and links (http, https and mailto only, opened with rel=noopener). The server
 * sanitises every write to it and the web renders stored text through the same allow-list, so the stored text
 * never reaches a browser as anything else (docs/adr/0023-rich-text-answers.md, amended by issue 21).
 *
 * The sanitiser is sanitize-html (maintained, no DOM: htmlparser2's tokenizer) configured with the allow-list
 * below. Its output is then read into a tree of allowed nodes by htmlparser2's parser, which closes what the
 * HTML parser would (a paragraph inside a paragraph, an item before the next), and written out again in one
 * fixed form: text escaped, only the allow-list's tags, links with their address, target and rel.
 */
export type RichTag = 'p' | 'br' | 'strong' | 'em' | 'ul' | 'ol' | 'li' | 'a';
export const RICH_TEXT_TAGS: readonly RichTag[] = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'];

export type RichNode = string | { tag: RichTag; href?: string; children: RichNode[] };

/**
 * Tags written under another name: the browser's own bold and italic (and Editor.js's), its paragraphs as
 * divs, headings and other blocks of text as paragraphs, a rule as a line break (so the words either side stay
 * apart).
 */
const RENAMED: Readonly<Record<string, RichTag>> = {
  b: 'strong',
  i: 'em',
  div: 'p',
  hr: 'br',
  ...Object.fromEntries(
    ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'address', 'figcaption', 'dt', 'dd', 'td', 'th'].map(
      (name) => [name, 'p' as const],
    ),
  ),
};
/** Elements dropped with everything inside them (their content is code, styles or another document). */
const DROPPED = [
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
  'option',
  'head',
];
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
/** A link's address: http, https or mailto; anything else (javascript:, data:, relative) drops the link, not its text. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

/** The address a link keeps, or undefined: blanks and control characters (how 'java\tscript:' slips past) removed. */
function safeHref(href: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = (href ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(cleaned) ? cleaned : undefined;
}

const renamed = (tagName: RichTag) => () => ({ tagName, attribs: {} });

/** The allow-list as sanitize-html's options (exported so the tests can show them). */
export const RICH_TEXT_SANITIZER_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED,
  parseStyleAttributes: false,
  selfClosing: ['br'],
  transformTags: {
    ...Object.fromEntries(Object.entries(RENAMED).map(([name, tag]) => [name, renamed(tag)])),
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href);
      const kept: Record<string, string> = href ? { href, target: '_blank', rel: 'noopener noreferrer' } : {};
      return { tagName, attribs: kept };
    },
  },
  // A link whose address was refused keeps its text, not the element.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

interface Open {
  tag: RichTag | null;
  node: { children: RichNode[] };
}

/** Reads sanitised markup into the tree (anything outside the allow-list, which cannot be there, is unwrapped). */
function treeOf(html: string): RichNode[] {
  const root: { children: RichNode[] } = { children: [] };
  const stack: Open[] = [{ tag: null, node: root }];
  const top = () => stack[stack.length - 1] as Open;
  const parser = new Parser(
    {
      onopentag(name, attribs, isImplied) {
        // A stray </p> reads as an empty paragraph to the HTML parser; it says nothing here.
        if (isImplied && name === 'p') {
          stack.push({ tag: null, node: top().node });
          return;
        }
        const children = top().node.children;
        const href = name === 'a' ? safeHref(attribs.href) : undefined;
        if (!ALLOWED.has(name) || (name === 'a' && href === undefined)) {
          stack.push({ tag: null, node: top().node });
          return;
        }
        const node: RichNode =
          href === undefined ? { tag: name as RichTag, children: [] } : { tag: 'a', href, children: [] };
        children.push(node);
        stack.push({ tag: name as RichTag, node });
      },
      ontext(text) {
        const children = top().node.children;
        const last = children[children.length - 1];
        if (typeof last === 'string') children[children.length - 1] = last + text;
        else children.push(text);
      },
      onclosetag() {
        if (stack.length > 1) stack.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return root.children;
}

/** Reads an HTML fragment into the allow-list's tree: allowed elements kept, others unwrapped or dropped. */
export function parseRichText(html: string): RichNode[] {
  return prune(treeOf(sanitizeHtml(html, RICH_TEXT_SANITIZER_OPTIONS)));
}

/** Empty inline wrappers and empty lists say nothing: left out (a paragraph or item may be empty, as typed). */
function prune(nodes: RichNode[]): RichNode[] {
  return nodes.flatMap((node): RichNode[] => {
    if (typeof node === 'string') return node === '' ? [] : [node];
    const children = prune(node.children);
    if ((node.tag === 'strong' || node.tag === 'em' || node.tag === 'a') && children.length === 0) return [];
    if ((node.tag === 'ul' || node.tag === 'ol') && children.length === 0) return [];
    return [{ ...node, children }];
  });
}

/** Text needs only these escaped (quotes stay as typed); attributes use escapeHtmlText. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes the tree as HTML: text escaped, only the allow-list's tags, links with their address and rel. */
export function serializeRichText(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeText(node);
      if (node.tag === 'br') return '<br>';
      const inner = serializeRichText(node.children);
      if (node.tag === 'a')
        return `<a href="${escapeHtmlText(node.href ?? '')}" target="_blank" rel="noopener noreferrer">${inner}</a>`;
      return `<${node.tag}>${inner}</${node.tag}>`;
    })
    .join('');
}

/** Rich text reduced to the allow-list (what every write stores and every screen renders). */
export function sanitizeRichText(html: string): string {
  return serializeRichText(parseRichText(html));
}

const BLOCKS = new Set<RichTag>(['p', 'li', 'ul', 'ol']);

/**
 * Rich text as plain text for a plain text box (the assessment panel's feedback): its text, a line break for
 * each break and between blocks. Plain text reads back as it was stored (entities decoded), so a box that edits
 * it and sends it again stores the same.
 */
export function richTextPlainText(html: string): string {
  const text = (nodes: readonly RichNode[]): string => {
    let out = '';
    for (const node of nodes) {
      if (typeof node === 'string') out += node;
      else if (node.tag === 'br') out += '\n';
      else if (BLOCKS.has(node.tag)) {
        const inner = text(node.children);
        out += (out === '' || out.endsWith('\n') ? '' : '\n') + inner + (inner.endsWith('\n') ? '' : '\n');
      } else out += text(node.children);
    }
    return out;
  };
  const nodes = parseRichText(html);
  const plain = text(nodes);
  const last = nodes[nodes.length - 1];
  return last !== undefined && typeof last !== 'string' && BLOCKS.has(last.tag) ? plain.replace(/\n$/, '') : plain;
}

/** The component kinds whose answer is rich text. */
export const RICH_TEXT_KINDS = ['textarea', 'feedback', 'rich'] as const;

/** The kinds whose content is rich text: the answers', and `text` (a template's text, an evidence item's content). */
export const RICH_CONTENT_KINDS: ReadonlySet<string> = new Set<string>([...RICH_TEXT_KINDS, 'text']);

/**
 * A component's content with its rich text reduced to the allow-list, wherever it is written (a portfolio's
 * answers, a template's text and default answers, a portfolio's first content copied from its template); other
 * kinds' content, and a rich component's inner component and configuration, as they are.
 */
export function sanitizeRichContent<T>(kind: string, content: T): T {
  if (!RICH_CONTENT_KINDS.has(kind) || typeof content !== 'object' || content === null) return content;
  const text = (content as { content?: unknown }).content;
  return typeof text === 'string' ? { ...content, content: sanitizeRichText(text) } : content;
}
