import { escapeHtmlText } from './link-insert';

/**
 * Rich-text answers (text area, feedback and rich components; spec 1 §5) are stored as a restricted HTML
 * subset: paragraphs, line breaks, bold, italic, bulleted and numbered lists and links (http, https and mailto
 * only, opened with rel=noopener). The server sanitises every save to it and the web renders stored answers
 * through the same allow-list, so the stored text never reaches a browser as anything else.
 *
 * The sanitiser reads the markup into a tree of allowed nodes and writes it out again: text is escaped on the
 * way out and the only tags written are the allow-list's own, with no attribute but a checked link address.
 * Whatever it fails to read as a tag becomes text, so nothing it misreads can become markup.
 */
export type RichTag = 'p' | 'br' | 'strong' | 'em' | 'ul' | 'ol' | 'li' | 'a';
export const RICH_TEXT_TAGS: readonly RichTag[] = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'];

export type RichNode = string | { tag: RichTag; href?: string; children: RichNode[] };

/** Tags written under another name: the browser's own bold and italic, and its paragraphs as divs. */
const RENAMED: Readonly<Record<string, RichTag>> = {
  b: 'strong',
  i: 'em',
  div: 'p',
  ...Object.fromEntries(
    ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'address', 'figcaption', 'dt', 'dd', 'td', 'th'].map(
      (name) => [name, 'p' as const],
    ),
  ),
};
/** Elements unwrapped without separating words (stripMarkup's inline elements); any other unknown one separates. */
const INLINE = new Set(['abbr', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'font', 'ins', 'kbd', 'mark']);
for (const name of ['q', 's', 'samp', 'small', 'span', 'strike', 'sub', 'sup', 'time', 'u', 'var']) INLINE.add(name);
/** Elements dropped with everything inside them (their content is code, styles or another document). */
const DROPPED = new Set([
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
  'head',
]);
const VOID = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'wbr', 'col', 'area', 'base', 'source', 'track']);
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
/** A link's address: http, https or mailto; anything else (javascript:, data:, relative) drops the link, not its text. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const NAMED: Readonly<Record<string, string>> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

/** The link address of a tag's attributes, when it is one the allow-list keeps. */
function safeHref(attributes: string): string | undefined {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!match) return undefined;
  // Control characters and blanks inside a scheme ('java\tscript:') are how filters are slipped past: removed.
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(href) ? href : undefined;
}

const lastIndex = <T>(list: readonly T[], test: (entry: T) => boolean): number => {
  for (let index = list.length - 1; index >= 0; index -= 1) if (test(list[index] as T)) return index;
  return -1;
};
/** Text needs only these escaped (quotes stay as typed); attributes use escapeHtmlText. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Open {
  tag: RichTag | null;
  name: string;
  node: { children: RichNode[] };
}

/** Reads an HTML fragment into the allow-list's tree: allowed elements kept, others unwrapped or dropped. */
export function parseRichText(html: string): RichNode[] {
  const root: { children: RichNode[] } = { children: [] };
  const stack: Open[] = [{ tag: null, name: '#root', node: root }];
  const top = () => stack[stack.length - 1] as Open;
  const pushText = (text: string) => {
    if (text === '') return;
    const children = top().node.children;
    const last = children[children.length - 1];
    if (typeof last === 'string') children[children.length - 1] = last + text;
    else children.push(text);
  };
  const close = (name: string) => {
    for (let index = stack.length - 1; index > 0; index -= 1) {
      if ((stack[index] as Open).name === name) {
        stack.length = index;
        return;
      }
    }
  };
  // A tag runs to its '>' outside quotes; an unclosed quote runs to the end (so every '<' is read once: linear).
  const tagPattern =
    /<!--[\s\S]*?(?:-->|$)|<([/!?]?)([a-zA-Z][a-zA-Z0-9-]*)?((?:[^>"']|"[^"]*(?:"|$)|'[^']*(?:'|$))*)(>|$)/g;
  let at = 0;
  let match: RegExpExecArray | null;
  while ((match = tagPattern.exec(html)) !== null) {
    pushText(decodeEntities(html.slice(at, match.index)));
    at = tagPattern.lastIndex;
    const [whole, mark, rawName, attributes = ''] = match;
    if (whole.startsWith('<!--') || mark === '!' || mark === '?') continue;
    if (!rawName) {
      // A lone '<' is text.
      pushText(whole);
      continue;
    }
    const name = rawName.toLowerCase();
    if (mark === '/') {
      close(name);
      if (!INLINE.has(name) && !ALLOWED.has(name) && !(name in RENAMED)) pushText(' ');
      continue;
    }
    if (DROPPED.has(name)) {
      // Everything up to its closing tag goes (or to the end when it is never closed).
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = at;
      const found = end.exec(html);
      at = found ? end.lastIndex : html.length;
      tagPattern.lastIndex = at;
      continue;
    }
    const tag = RENAMED[name] ?? (ALLOWED.has(name) ? (name as RichTag) : null);
    const selfClosing = VOID.has(name) || /\/\s*$/.test(attributes);
    if (tag === 'br') {
      top().node.children.push({ tag: 'br', children: [] });
      continue;
    }
    if (tag === null && !INLINE.has(name)) pushText(' ');
    if (selfClosing) continue;
    if (tag === null) {
      // Unknown element: its text is kept, the element is not (a block one still separates words).
      stack.push({ tag: null, name, node: top().node });
      continue;
    }
    if (tag === 'p' || tag === 'ul' || tag === 'ol') {
      // A paragraph or list ends an open paragraph (as the HTML parser does): a paragraph holds only inline text.
      const open = lastIndex(stack, (entry) => entry.tag === 'p');
      if (open > 0) stack.length = open;
    }
    if (tag === 'li') {
      // A new item ends an open item of the same list.
      const open = lastIndex(stack, (entry) => entry.tag === 'li');
      const list = lastIndex(stack, (entry) => entry.tag === 'ul' || entry.tag === 'ol');
      if (open > 0 && open > list) stack.length = open;
    }
    const href = tag === 'a' ? safeHref(attributes) : undefined;
    if (tag === 'a' && href === undefined) {
      stack.push({ tag: null, name, node: top().node });
      continue;
    }
    const node: RichNode = href === undefined ? { tag, children: [] } : { tag, href, children: [] };
    top().node.children.push(node);
    stack.push({ tag, name, node });
  }
  pushText(decodeEntities(html.slice(at)));
  return prune(root.children);
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

/** A stored answer reduced to the allow-list (what every save writes and every screen renders). */
export function sanitizeRichText(html: string): string {
  return serializeRichText(parseRichText(html));
}

/** The component kinds whose answer is rich text. */
export const RICH_TEXT_KINDS = ['textarea', 'feedback', 'rich'] as const;
