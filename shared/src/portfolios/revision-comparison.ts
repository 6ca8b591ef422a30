import { diffArrays } from 'diff';
import { stripMarkup } from '../components/word-count';

/**
 * The revision comparison (issue 12): component by component, what changed between two submissions. Text
 * kinds also get a word diff (markup stripped) so a reader sees which words were added or removed; other
 * kinds are compared as values.
 */
export type ComponentChange = 'added' | 'removed' | 'changed' | 'unchanged';

export interface DiffSegment {
  op: 'same' | 'added' | 'removed';
  text: string;
}

export interface ComparedComponent {
  component_id: string;
  label: string;
  type: string;
  change: ComponentChange;
  before: unknown;
  after: unknown;
  /** For text contents: the words of `before` and `after` in order, each kept, added or removed. */
  diff: DiffSegment[] | null;
}

export interface ComparableComponent {
  component_id: string;
  label: string;
  type: string;
}

/**
 * Most word edits (a word removed or added; a replaced word is two) the diff looks for before giving up. The
 * diff is jsdiff's Myers diff over the word lists, whose time grows with the square of the edits, not with the
 * length of the text: a 20,000-word essay with one word changed takes about 2 ms, with 1,000 words changed
 * (2,000 edits) about a quarter of a second (docs/adr/0018-portfolios.md "Revision comparison", and
 * `npm run bench -- diff`). Texts further apart than this are shown as the whole text removed and added.
 */
export const WORD_EDIT_LIMIT = 2000;

const TEXT_KINDS = new Set(['textarea', 'textfield', 'rich', 'feedback', 'text', 'title', 'reference']);

/** JSON with sorted keys, so two equal contents compare equal whatever order their keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonical(child)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const words = (value: unknown): string[] => {
  const content = value && typeof value === 'object' ? (value as Record<string, unknown>).content : undefined;
  return typeof content === 'string' ? stripMarkup(content).split(/\s+/).filter(Boolean) : [];
};

/**
 * Word diff of two word lists (jsdiff's `diffArrays`, a Myers diff: the fewest words removed and added);
 * neighbouring words of the same kind are joined into one segment, a replacement's removed words before its
 * added ones. Beyond WORD_EDIT_LIMIT edits the whole of `before` is removed and the whole of `after` added.
 */
export function diffWords(before: readonly string[], after: readonly string[]): DiffSegment[] {
  const segments: DiffSegment[] = [];
  const push = (op: DiffSegment['op'], run: readonly string[]) => {
    if (run.length === 0) return;
    const text = run.join(' ');
    const last = segments[segments.length - 1];
    if (last && last.op === op) last.text += ` ${text}`;
    else segments.push({ op, text });
  };
  const changes = diffArrays([...before], [...after], { maxEditLength: WORD_EDIT_LIMIT });
  if (!changes) {
    push('removed', before);
    push('added', after);
    return segments;
  }
  for (const change of changes) push(change.added ? 'added' : change.removed ? 'removed' : 'same', change.value);
  return segments;
}

/**
 * Compares two revisions' contents over the components of the portfolio (in page order). A component with
 * content only in the later revision is added, only in the earlier removed.
 */
export function compareRevisionContents(
  components: readonly ComparableComponent[],
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): ComparedComponent[] {
  return components.map((component) => {
    const was = before[component.component_id];
    const is = after[component.component_id];
    let change: ComponentChange;
    if (was === undefined && is === undefined) change = 'unchanged';
    else if (was === undefined) change = 'added';
    else if (is === undefined) change = 'removed';
    else change = canonical(was) === canonical(is) ? 'unchanged' : 'changed';
    const textual = TEXT_KINDS.has(component.type) && change !== 'unchanged';
    return {
      component_id: component.component_id,
      label: component.label,
      type: component.type,
      change,
      before: was ?? null,
      after: is ?? null,
      diff: textual ? diffWords(words(was), words(is)) : null,
    };
  });
}
