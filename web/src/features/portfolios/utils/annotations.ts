import { stripMarkup, type PortfolioComment } from '@tessera/shared';

export type Highlight = PortfolioComment['highlights'][number];

/**
 * An annotation's offsets count characters of a component's plain text as the server reads it (shared's
 * stripMarkup of the revision's content: docs/adr/0018-portfolios.md), so the same function reads it here.
 */
export function annotationText(content: unknown): string {
  const value = (content as { content?: unknown } | undefined)?.content;
  return typeof value === 'string' ? stripMarkup(value) : '';
}

/**
 * The sentences of a text with their offsets: the keyboard's way to anchor a comment (a list to choose from)
 * beside selecting text with a pointer. A sentence ends at . ! ? or a line break; blanks around it are left out.
 */
export function sentenceRanges(plain: string): Highlight[] {
  const ranges: Highlight[] = [];
  for (const match of plain.matchAll(/[^.!?\n]+(?:[.!?]+|$)/gm)) {
    const raw = match[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed.length === 0) continue;
    const start = (match.index ?? 0) + lead;
    ranges.push({ start, end: start + trimmed.length, text: trimmed });
  }
  return ranges;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a pointer's selection sits in the plain text: the selection's words are searched with any run of
 * blanks matching any other (the page draws line breaks where the plain text may have spaces); of several
 * places, the one nearest `near` (the selection's offset on the page). Null when it is not in the text.
 */
export function locateSelection(plain: string, selected: string, near = 0): Highlight | null {
  const words = selected.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'g');
  let best: Highlight | null = null;
  for (const match of plain.matchAll(pattern)) {
    const start = match.index ?? 0;
    const candidate = { start, end: start + match[0].length, text: match[0] };
    if (!best || Math.abs(start - near) < Math.abs(best.start - near)) best = candidate;
  }
  return best;
}

/** A long quote shown short in a list: its first words and an ellipsis. */
export function shortQuote(text: string, max = 80): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Elements whose tags stripMarkup reads as a blank (everything the allow-list renders but bold, italic, links). */
const SEPARATING = new Set(['P', 'BR', 'UL', 'OL', 'LI', 'DIV']);

/**
 * The component's text on screen as stripMarkup reads the stored answer (a blank for each block tag and line
 * break), with the text node and offset where each of its characters lies: annotation offsets count that text.
 */
export function shownPlain(element: Element): {
  text: string;
  point: (offset: number, end: boolean) => [Node, number] | null;
} {
  const segments: { start: number; node: Text }[] = [];
  let text = '';
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      segments.push({ start: text.length, node: node as Text });
      text += (node as Text).data;
      return;
    }
    const separates = node instanceof Element && SEPARATING.has(node.tagName);
    if (separates) text += ' ';
    node.childNodes.forEach(visit);
    if (separates && node.nodeName !== 'BR') text += ' ';
  };
  element.childNodes.forEach(visit);
  const point = (offset: number, end: boolean): [Node, number] | null => {
    // An offset on a blank between blocks is the next text's start (or, for an end, the previous text's end).
    const inside = segments.filter((entry) => offset >= entry.start && offset <= entry.start + entry.node.data.length);
    const chosen = end ? inside[0] : inside.at(-1);
    if (chosen) return [chosen.node, offset - chosen.start];
    const next = end
      ? segments.filter((entry) => entry.start + entry.node.data.length < offset).at(-1)
      : segments.find((entry) => entry.start > offset);
    if (!next) return null;
    return end ? [next.node, next.node.data.length] : [next.node, 0];
  };
  return { text, point };
}
