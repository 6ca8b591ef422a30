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

/** Above this many words on either side the diff is the whole text removed and added (LCS is quadratic). */
export const WORD_DIFF_LIMIT = 3000;

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

/** Word diff by longest common subsequence; neighbouring words of the same kind are joined into one segment. */
export function diffWords(before: readonly string[], after: readonly string[]): DiffSegment[] {
  const segments: DiffSegment[] = [];
  const push = (op: DiffSegment['op'], word: string) => {
    const last = segments[segments.length - 1];
    if (last && last.op === op) last.text += ` ${word}`;
    else segments.push({ op, text: word });
  };
  if (before.length > WORD_DIFF_LIMIT || after.length > WORD_DIFF_LIMIT) {
    before.forEach((word) => push('removed', word));
    after.forEach((word) => push('added', word));
    return segments;
  }
  const n = before.length;
  const m = after.length;
  // lengths[i][j]: the longest common subsequence of before[i..] and after[j..].
  const lengths = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        before[i] === after[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      push('same', before[i]!);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) push('removed', before[i++]!);
    else push('added', after[j++]!);
  }
  while (i < n) push('removed', before[i++]!);
  while (j < m) push('added', after[j++]!);
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
