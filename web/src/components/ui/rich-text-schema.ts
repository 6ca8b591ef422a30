import { type Fragment, Schema, type Mark, type Node as PmNode } from 'prosemirror-model';
import { parseRichText, sanitizeRichText, serializeRichText, type RichNode } from '@tessera/shared';

/**
 * The rich-text allow-list (shared/src/components/rich-text.ts, ADR 0023) as a ProseMirror schema
 * (docs/adr/0026-one-rich-text-editor.md): paragraphs, line breaks, bulleted and numbered lists and their items,
 * bold, italic and links. Nothing else can be in the editor's document, so nothing else can come out of it.
 *
 * Stored text is read into the document from shared's tree of allowed nodes (never through the browser's
 * parser) and written out through shared's writer, the one the server stores with. A paragraph remembers how it
 * was stored (`form`): words stored outside any <p> (an answer typed before paragraphs, a list item's words) are
 * a paragraph written back without one, so text that is not edited is written back byte for byte as it was
 * stored. A paragraph the writer touches becomes `auto`: a <p>, or, as a list item's first paragraph, the item's
 * own words (`<li>words</li>`, the form the allow-list has always stored).
 */
export type ParagraphForm = 'auto' | 'p' | 'bare';

const linkHref = (dom: HTMLElement) => {
  const href = dom.getAttribute('href') ?? '';
  return /^(https?:\/\/|mailto:)/i.test(href) ? { href } : false;
};

export const richTextSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: {
      group: 'block',
      content: 'inline*',
      attrs: { form: { default: 'auto' } },
      parseDOM: [{ tag: 'p' }, { tag: 'div' }],
      toDOM: () => ['p', 0],
    },
    bullet_list: { group: 'block', content: 'list_item+', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
    ordered_list: { group: 'block', content: 'list_item+', parseDOM: [{ tag: 'ol' }], toDOM: () => ['ol', 0] },
    list_item: { content: 'paragraph block*', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
    text: { group: 'inline' },
    hard_break: { inline: true, group: 'inline', selectable: false, parseDOM: [{ tag: 'br' }], toDOM: () => ['br'] },
  },
  // The order is the nesting a run with several marks is written in: a link outside, then bold, then italic (as
  // the browser wrote italic added to bold text).
  marks: {
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [{ tag: 'a[href]', getAttrs: linkHref }],
      toDOM: (mark) => ['a', { href: mark.attrs.href as string, target: '_blank', rel: 'noopener noreferrer' }, 0],
    },
    strong: { parseDOM: [{ tag: 'strong' }, { tag: 'b' }], toDOM: () => ['strong', 0] },
    em: { parseDOM: [{ tag: 'em' }, { tag: 'i' }], toDOM: () => ['em', 0] },
  },
});

const { nodes, marks } = richTextSchema;
type Tag = Exclude<RichNode, string>['tag'];

/** The document of stored text, and whether it is the text exactly (false: a form no editor writes, see below). */
export interface LoadedRichText {
  doc: PmNode;
  exact: boolean;
}

/**
 * Stored rich text as the editor's document. Forms the schema cannot hold (a paragraph inside bold, a list item
 * outside a list, words between a list's items, two marks nested the other way round) load as the nearest
 * document and are reported inexact: the editor then hands the stored text on unchanged until it is edited.
 */
export function richTextToDoc(html: string): LoadedRichText {
  let exact = true;
  const inexact = () => {
    exact = false;
  };

  const markOf = (node: Exclude<RichNode, string>): Mark | null => {
    if (node.tag === 'strong') return marks.strong!.create();
    if (node.tag === 'em') return marks.em!.create();
    if (node.tag === 'a') return marks.link!.create({ href: node.href ?? '' });
    return null;
  };

  /** Blocks of a container's children; loose inline content becomes `bare` paragraphs. */
  const blocks = (children: readonly RichNode[], active: readonly Mark[]): PmNode[] => {
    const out: PmNode[] = [];
    let run: PmNode[] = [];
    let inRun = false;
    const flush = () => {
      if (inRun) out.push(nodes.paragraph!.create({ form: 'bare' }, run));
      run = [];
      inRun = false;
    };
    const inline = (node: RichNode, marksHere: readonly Mark[]) => {
      inRun = true;
      if (typeof node === 'string') {
        if (node !== '') run.push(richTextSchema.text(node, marksHere));
        return;
      }
      if (node.tag === 'br') {
        run.push(nodes.hard_break!.create(null, null, marksHere));
        return;
      }
      const mark = markOf(node);
      if (mark) {
        const inner = mark.addToSet(marksHere);
        for (const child of node.children) {
          if (typeof child !== 'string' && isBlock(child.tag)) {
            inexact();
            flush();
            out.push(...blockOf(child, inner));
          } else inline(child, inner);
        }
      }
    };
    for (const child of children) {
      if (typeof child === 'string' || !isBlock(child.tag)) inline(child, active);
      else {
        flush();
        out.push(...blockOf(child, active));
      }
    }
    flush();
    return out;
  };

  const blockOf = (node: Exclude<RichNode, string>, active: readonly Mark[]): PmNode[] => {
    if (node.tag === 'p') {
      const inner = blocks(node.children, active);
      if (inner.length === 0) return [nodes.paragraph!.create({ form: 'p' })];
      const [first, ...rest] = inner;
      // <p> holds no block (the HTML parser closes it first), so its content is one run.
      if (rest.length > 0) inexact();
      return [nodes.paragraph!.create({ form: 'p' }, first!.content), ...rest];
    }
    if (node.tag === 'li') {
      // An item outside a list: the nearest is a bulleted list of it.
      inexact();
      return [nodes.bullet_list!.create(null, itemOf(node, active))];
    }
    const type = node.tag === 'ul' ? nodes.bullet_list! : nodes.ordered_list!;
    const items: PmNode[] = [];
    let loose: RichNode[] = [];
    const flushLoose = () => {
      if (loose.length > 0) {
        inexact();
        items.push(itemOf({ tag: 'li', children: loose }, active));
      }
      loose = [];
    };
    for (const child of node.children) {
      if (typeof child !== 'string' && child.tag === 'li') {
        flushLoose();
        items.push(itemOf(child, active));
      } else loose.push(child);
    }
    flushLoose();
    return items.length > 0 ? [type.create(null, items)] : [];
  };

  const itemOf = (node: Exclude<RichNode, string>, active: readonly Mark[]): PmNode => {
    const inner = blocks(node.children, active);
    // An item starts with its words (a paragraph): an item that starts with a list gets an empty one, written
    // back as nothing.
    if (inner[0]?.type !== nodes.paragraph) inner.unshift(nodes.paragraph!.create({ form: 'bare' }));
    return nodes.list_item!.create(null, inner);
  };

  const content = blocks(parseRichText(html), []);
  if (content.length === 0) content.push(nodes.paragraph!.create({ form: 'bare' }));
  const doc = nodes.doc!.create(null, content);
  if (exact && docToRichText(doc) !== html) exact = false;
  return { doc, exact };
}

const isBlock = (tag: Tag) => tag === 'p' || tag === 'ul' || tag === 'ol' || tag === 'li';

/** A run of inline nodes as the allow-list's tree: marks kept open across neighbours that share them. */
function inlineTree(content: Fragment): RichNode[] {
  const root: RichNode[] = [];
  // The open marks, outermost first, each with the children list it writes into.
  const open: { mark: Mark; children: RichNode[] }[] = [];
  content.forEach((node) => {
    let keep = 0;
    while (keep < open.length && open[keep]!.mark.isInSet(node.marks)) keep += 1;
    open.length = keep;
    for (const mark of node.marks) {
      if (open.some((o) => o.mark.eq(mark))) continue;
      const element: Exclude<RichNode, string> =
        mark.type === marks.link
          ? { tag: 'a', href: mark.attrs.href as string, children: [] }
          : { tag: mark.type === marks.strong ? 'strong' : 'em', children: [] };
      (open[open.length - 1]?.children ?? root).push(element);
      open.push({ mark, children: element.children });
    }
    const target = open[open.length - 1]?.children ?? root;
    if (node.isText) {
      const last = target[target.length - 1];
      if (typeof last === 'string') target[target.length - 1] = last + (node.text ?? '');
      else target.push(node.text ?? '');
    } else target.push({ tag: 'br', children: [] });
  });
  return root;
}

function blockTree(node: PmNode, firstInItem: boolean): RichNode[] {
  if (node.type === nodes.paragraph) {
    const form = node.attrs.form as ParagraphForm;
    const bare = form === 'bare' || (form === 'auto' && firstInItem);
    const inline = inlineTree(node.content);
    return bare ? inline : [{ tag: 'p', children: inline }];
  }
  if (node.type === nodes.list_item) {
    const children: RichNode[] = [];
    node.forEach((child, _offset, index) => children.push(...blockTree(child, index === 0)));
    return [{ tag: 'li', children }];
  }
  const children: RichNode[] = [];
  node.forEach((child) => children.push(...blockTree(child, false)));
  return [{ tag: node.type === nodes.bullet_list ? 'ul' : 'ol', children }];
}

/** The editor's document as stored rich text, written by shared's writer (what the server stores). */
export function docToRichText(doc: PmNode): string {
  const only = doc.childCount === 1 ? doc.firstChild : null;
  // An empty answer is stored as nothing, not as an empty paragraph.
  if (only?.type === nodes.paragraph && only.content.size === 0 && only.attrs.form !== 'p') return '';
  const tree: RichNode[] = [];
  doc.forEach((child) => tree.push(...blockTree(child, false)));
  return serializeRichText(tree);
}

/** The text to hand on: the document written out and reduced to the allow-list as the server will store it. */
export function storedRichText(doc: PmNode): string {
  return sanitizeRichText(docToRichText(doc));
}
