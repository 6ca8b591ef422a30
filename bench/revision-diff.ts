/**
 * `npm run bench -- diff`: the revision comparison's word diff (shared/src/portfolios/revision-comparison.ts,
 * jsdiff's Myers diff) on long essays. The budget (issue 21): a 20,000-word essay with one word changed is
 * compared in under 50 ms. The other rows show how the time grows with the number of words changed (the
 * square of the edits), and what a text rewritten beyond the edit limit costs before it is shown whole.
 * Each case runs a few times in this process after a warm-up; the median is printed, never asserted.
 */
import { diffWords, WORD_EDIT_LIMIT } from '../shared/src/portfolios/revision-comparison';

const RUNS = 7;
const BUDGET_MS = 50;

/** An essay of `count` words drawn from a 3,000-word vocabulary, so equal words recur as in prose. */
const essay = (count: number): string[] => Array.from({ length: count }, (_, i) => `word${(i * 7_919) % 3_000}`);

/** `words` with `changes` words replaced, spread evenly through it. */
function revised(words: readonly string[], changes: number): string[] {
  const next = [...words];
  const step = Math.max(1, Math.floor(next.length / changes));
  for (let i = Math.floor(step / 2), done = 0; done < changes && i < next.length; i += step, done += 1)
    next[i] = `changed${i}`;
  return next;
}

function measure(before: string[], after: string[]): { ms: number; changes: number } {
  diffWords(before, after); // warm-up
  const times: number[] = [];
  let changes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const segments = diffWords(before, after);
    times.push(performance.now() - start);
    changes = segments.filter((segment) => segment.op !== 'same').length;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] as number, changes };
}

export function revisionDiffBench(): Array<Record<string, string | number>> {
  const long = essay(20_000);
  const rewritten = Array.from({ length: 20_000 }, (_, i) => `other${i}`);
  const cases: Array<[string, string[], string[], boolean]> = [
    ['20,000 words, 1 word changed (budget)', long, revised(long, 1), true],
    ['20,000 words, 100 words changed', long, revised(long, 100), false],
    ['20,000 words, 500 words changed', long, revised(long, 500), false],
    [
      `20,000 words, ${WORD_EDIT_LIMIT / 2} words changed (the edit limit)`,
      long,
      revised(long, WORD_EDIT_LIMIT / 2),
      false,
    ],
    ['20,000 words, all rewritten (shown whole)', long, rewritten, false],
  ];
  return cases.map(([name, before, after, budgeted]) => {
    const { ms, changes } = measure(before, after);
    return {
      case: name,
      'median ms': +ms.toFixed(1),
      'changed segments': changes,
      budget: budgeted ? `${BUDGET_MS} ms` : '-',
      within: budgeted ? (ms <= BUDGET_MS ? 'yes' : 'NO') : '-',
    };
  });
}
