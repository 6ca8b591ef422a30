import {
  criterionMaximum,
  isRubricScoreInput,
  rubricMaximum,
  rubricMode,
  statementMinimumScoreError,
  type MessageKey,
  type Rubric,
  type RubricDefinitionInput,
} from '@tessera/shared';

/**
 * The rubric editor's state (spec 1 §3 "Rubric definition"): the grid of criteria × levels as the reader
 * types it. Numbers stay text until saved, so a half-typed "2." is kept and checked rather than lost; the
 * points grid is kept whole while the rubric is plain, so switching scoring off and on again loses nothing.
 * Every operation is a pure function of the draft (the reducer below), tested without a screen.
 */
export interface DraftLevel {
  id: string;
  name: string;
}
export interface DraftCriterion {
  id: string;
  name: string;
  description: string;
  weight: string;
}
export interface DraftStatement {
  id: string;
  statement_id: string;
  title: string;
  /** Percentage of the rubric's maximum (score rubrics only), as typed. */
  threshold: string;
}
export interface DraftCriterionStatement {
  id: string;
  statement_id: string;
  title: string;
  /** The criterion score that meets the standard, as typed ('' = any score meets it). */
  minimum: string;
}
export interface RubricDraft {
  title: string;
  levels: DraftLevel[];
  criteria: DraftCriterion[];
  /** Score mode (points per cell) or plain (spec 1 §4 "plain when no points exist"). */
  scored: boolean;
  /** points[criterion][level], as typed; kept while plain. */
  points: string[][];
  /** contents[criterion][level]: the cell's text. */
  contents: string[][];
  enableNA: boolean;
  /** The points a new cell starts with. */
  point: string;
  statements: DraftStatement[];
  /** criterion id → the standards met through it. */
  criteriaStatements: Record<string, DraftCriterionStatement[]>;
}

/** A statement offered by the alignment picker. */
export interface PickedStatement {
  id: string;
  statement_id: string;
  title: string;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A new rubric: two levels and two criteria with empty names to fill in, scored, one point a cell. */
export function newDraft(): RubricDraft {
  return {
    title: '',
    levels: [
      { id: 'level-1', name: '' },
      { id: 'level-2', name: '' },
    ],
    criteria: [
      { id: 'criterion-1', name: '', description: '', weight: '1' },
      { id: 'criterion-2', name: '', description: '', weight: '1' },
    ],
    scored: true,
    points: [
      ['0', '1'],
      ['0', '1'],
    ],
    contents: [
      ['', ''],
      ['', ''],
    ],
    enableNA: false,
    point: '1',
    statements: [],
    criteriaStatements: {},
  };
}

/** The draft of a rubric read from the API. */
export function draftFromRubric(rubric: Rubric): RubricDraft {
  const scored = rubricMode(rubric) === 'score';
  return {
    title: rubric.title,
    levels: rubric.levels.map((level) => ({ ...level })),
    criteria: rubric.criterias.map((criterion, index) => ({
      ...criterion,
      weight: text(rubric.weight[index] ?? 1),
    })),
    scored,
    points: rubric.criterias.map((_, c) =>
      rubric.levels.map((_, l) => (scored ? text(rubric.points[c]?.[l] ?? rubric.point) : text(rubric.point))),
    ),
    contents: rubric.criterias.map((_, c) => rubric.levels.map((_, l) => rubric.contents[c]?.[l] ?? '')),
    enableNA: rubric.enableNA,
    point: text(rubric.point),
    statements: rubric.statements_mapping.statements.map((entry) => ({
      id: entry.id,
      statement_id: entry.statement_id,
      title: entry.title,
      threshold: text(entry.threshold),
    })),
    criteriaStatements: Object.fromEntries(
      Object.entries(rubric.statements_mapping.criteria_mapping).map(([criterionId, entries]) => [
        criterionId,
        entries.map((entry) => ({
          id: entry.id,
          statement_id: entry.statement_id,
          title: entry.title,
          minimum: text(entry.minimum),
        })),
      ]),
    ),
  };
}

const toNumber = (value: string, fallback: number) => {
  const parsed = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : fallback;
};

/** What scoring reads of the draft (shared's totals take it): a cell that is not a number counts 0. */
export function draftScoringShape(draft: RubricDraft) {
  return {
    levels: draft.levels,
    criterias: draft.criteria,
    points: draft.scored ? draft.points.map((row) => row.map((cell) => toNumber(cell, 0))) : [],
    weight: draft.criteria.map((criterion) => toNumber(criterion.weight, 1)),
  };
}

/** Plain or score, and the most the rubric can score, as the preview shows them (shared's rules). */
export function draftSummary(draft: RubricDraft): { mode: 'plain' | 'score'; maximum: number } {
  const shape = draftScoringShape(draft);
  return { mode: rubricMode(shape), maximum: rubricMaximum(shape) };
}

/** The body the API takes (spec 1 §3): numbers parsed, points left out of a plain rubric. */
export function draftToDefinition(draft: RubricDraft): RubricDefinitionInput {
  const shape = draftScoringShape(draft);
  return {
    title: draft.title,
    levels: draft.levels.map((level) => ({ id: level.id, name: level.name })),
    criterias: draft.criteria.map((criterion) => ({
      id: criterion.id,
      name: criterion.name,
      description: criterion.description,
    })),
    point: toNumber(draft.point, 1),
    weight: shape.weight,
    enableNA: draft.enableNA,
    points: shape.points,
    contents: draft.contents.map((row) => [...row]),
    statements_mapping: {
      statements: draft.statements.map((entry) => ({
        id: entry.id,
        threshold: draft.scored ? toNumber(entry.threshold, 0) : null,
      })),
      criteria_mapping: Object.fromEntries(
        Object.entries(draft.criteriaStatements)
          .filter(([criterionId]) => draft.criteria.some((criterion) => criterion.id === criterionId))
          .map(([criterionId, entries]) => [
            criterionId,
            entries.map((entry) => ({
              id: entry.id,
              minimum: entry.minimum.trim() === '' ? null : toNumber(entry.minimum, 0),
            })),
          ]),
      ),
    },
  };
}

export interface DraftProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * What the editor refuses before sending (the server checks the same, spec 1 §5), keyed as the server keys
 * its field errors (`levels.1.name`, `points.0.2`, `statements_mapping.statements.0.threshold`, …) so both
 * show in the same place.
 */
export function draftProblems(draft: RubricDraft): Record<string, DraftProblem> {
  const problems: Record<string, DraftProblem> = {};
  if (draft.title.trim() === '') problems.title = { key: 'rubrics.title_required' };
  draft.levels.forEach((level, index) => {
    if (level.name.trim() === '') problems[`levels.${index}.name`] = { key: 'rubrics.level_name_required' };
  });
  draft.criteria.forEach((criterion, index) => {
    if (criterion.name.trim() === '') problems[`criterias.${index}.name`] = { key: 'rubrics.criterion_name_required' };
    const weight = Number(criterion.weight.trim());
    if (criterion.weight.trim() === '' || !Number.isFinite(weight) || weight < 0 || weight > 100)
      problems[`weight.${index}`] = { key: 'rubrics.csv.weight_invalid' };
  });
  if (draft.scored) {
    draft.points.forEach((row, c) =>
      row.forEach((cell, l) => {
        if (!isRubricScoreInput(cell.trim())) problems[`points.${c}.${l}`] = { key: 'rubrics.points.invalid' };
      }),
    );
    draft.statements.forEach((entry, index) => {
      const value = Number(entry.threshold.trim());
      if (entry.threshold.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100)
        problems[`statements_mapping.statements.${index}.threshold`] = { key: 'rubrics.threshold.required' };
    });
  }
  const shape = draftScoringShape(draft);
  draft.criteria.forEach((criterion, index) => {
    (draft.criteriaStatements[criterion.id] ?? []).forEach((entry, position) => {
      if (entry.minimum.trim() === '') return;
      const problem = statementMinimumScoreError(entry.minimum, criterionMaximum(shape, index));
      if (problem)
        problems[`statements_mapping.criteria_mapping.${criterion.id}.${position}.minimum`] = {
          key: problem.key,
          params: 'params' in problem ? problem.params : undefined,
        };
    });
  });
  return problems;
}

/** The criterion's highest score (its maximum), the bound of its standards' minimum (spec 1 §5). */
export function draftCriterionMaximum(draft: RubricDraft, index: number): number {
  return criterionMaximum(draftScoringShape(draft), index);
}

export type DraftAction =
  | { type: 'replace'; draft: RubricDraft }
  | { type: 'setTitle'; title: string }
  | { type: 'setScored'; scored: boolean }
  | { type: 'setEnableNA'; enableNA: boolean }
  | { type: 'setPoint'; point: string }
  | { type: 'setLevelName'; index: number; name: string }
  | { type: 'setCriterion'; index: number; field: 'name' | 'description' | 'weight'; value: string }
  | { type: 'setPoints'; criterion: number; level: number; value: string }
  | { type: 'setContent'; criterion: number; level: number; value: string }
  | { type: 'addLevel' }
  | { type: 'removeLevel'; index: number }
  | { type: 'moveLevel'; from: number; to: number }
  | { type: 'addCriterion' }
  | { type: 'removeCriterion'; index: number }
  | { type: 'moveCriterion'; from: number; to: number }
  | { type: 'alignRubric'; statements: PickedStatement[] }
  | { type: 'setThreshold'; id: string; threshold: string }
  | { type: 'unalignRubric'; id: string }
  | { type: 'alignCriterion'; criterionId: string; statements: PickedStatement[] }
  | { type: 'setMinimum'; criterionId: string; id: string; minimum: string }
  | { type: 'unalignCriterion'; criterionId: string; id: string };

/** An id not yet used in `taken`: `<prefix>-<n>`, n one more than the count, then upward. */
/** The highest score a cell takes (spec 1 §5: at most two digits with two decimals). */
const MAX_CELL_POINTS = 99.99;

/**
 * A new level's points in one criterion's row (issue 21: every new cell started at 1, so a fifth level scored
 * no more than the first): the scale goes on by the step between the row's last two levels (0, 1 → 2; 1, 2, 3
 * → 4; 4, 3 → 2), kept within 0–99.99; a row with no step to follow (one level, two equal, a cell not yet a
 * number) starts the cell at the rubric's points of a new cell. Spec 1 names the rubric's `point` and a
 * default rubric, not a new level's points: continuing the scale is what the criterion's levels already say.
 */
export function nextLevelPoints(row: readonly string[], point: string): string {
  const [before, last] = row.slice(-2).map((cell) => (isRubricScoreInput(cell.trim()) ? Number(cell) : null));
  if (before === null || before === undefined || last === null || last === undefined || before === last) return point;
  const next = Math.min(MAX_CELL_POINTS, Math.max(0, last + (last - before)));
  return String(Math.round(next * 100) / 100);
}

function freshId(prefix: string, taken: readonly { id: string }[]): string {
  const used = new Set(taken.map((entry) => entry.id));
  let n = taken.length + 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const replaceAt = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((entry, position) => (position === index ? value : entry));

/** Keeps the order of what was aligned, adds what is new, drops what was unticked. */
function mergeAligned<T extends { id: string }>(
  current: readonly T[],
  picked: PickedStatement[],
  fresh: (p: PickedStatement) => T,
) {
  const kept = current.filter((entry) => picked.some((statement) => statement.id === entry.id));
  const added = picked.filter((statement) => !current.some((entry) => entry.id === statement.id)).map(fresh);
  return [...kept, ...added];
}

export function draftReducer(draft: RubricDraft, action: DraftAction): RubricDraft {
  switch (action.type) {
    case 'replace':
      return action.draft;
    case 'setTitle':
      return { ...draft, title: action.title };
    case 'setScored':
      return { ...draft, scored: action.scored };
    case 'setEnableNA':
      return { ...draft, enableNA: action.enableNA };
    case 'setPoint':
      return { ...draft, point: action.point };
    case 'setLevelName':
      return {
        ...draft,
        levels: replaceAt(draft.levels, action.index, { ...draft.levels[action.index]!, name: action.name }),
      };
    case 'setCriterion':
      return {
        ...draft,
        criteria: replaceAt(draft.criteria, action.index, {
          ...draft.criteria[action.index]!,
          [action.field]: action.value,
        }),
      };
    case 'setPoints':
      return {
        ...draft,
        points: replaceAt(
          draft.points,
          action.criterion,
          replaceAt(draft.points[action.criterion]!, action.level, action.value),
        ),
      };
    case 'setContent':
      return {
        ...draft,
        contents: replaceAt(
          draft.contents,
          action.criterion,
          replaceAt(draft.contents[action.criterion]!, action.level, action.value),
        ),
      };
    case 'addLevel': {
      if (draft.levels.length >= 20) return draft;
      const point = isRubricScoreInput(draft.point.trim()) ? draft.point.trim() : '1';
      return {
        ...draft,
        levels: [...draft.levels, { id: freshId('level', draft.levels), name: '' }],
        points: draft.points.map((row) => [...row, nextLevelPoints(row, point)]),
        contents: draft.contents.map((row) => [...row, '']),
      };
    }
    case 'removeLevel':
      if (draft.levels.length <= 1) return draft;
      return {
        ...draft,
        levels: draft.levels.filter((_, index) => index !== action.index),
        points: draft.points.map((row) => row.filter((_, index) => index !== action.index)),
        contents: draft.contents.map((row) => row.filter((_, index) => index !== action.index)),
      };
    case 'moveLevel':
      return {
        ...draft,
        levels: move(draft.levels, action.from, action.to),
        points: draft.points.map((row) => move(row, action.from, action.to)),
        contents: draft.contents.map((row) => move(row, action.from, action.to)),
      };
    case 'addCriterion': {
      if (draft.criteria.length >= 100) return draft;
      const point = isRubricScoreInput(draft.point.trim()) ? draft.point.trim() : '1';
      // A new criterion is scored on the scale of the one above it (criteria of a rubric share their levels).
      const above = draft.points.at(-1) ?? [];
      return {
        ...draft,
        criteria: [
          ...draft.criteria,
          { id: freshId('criterion', draft.criteria), name: '', description: '', weight: '1' },
        ],
        points: [
          ...draft.points,
          draft.levels.map((_, level) => {
            const cell = above[level]?.trim() ?? '';
            return isRubricScoreInput(cell) ? cell : point;
          }),
        ],
        contents: [...draft.contents, draft.levels.map(() => '')],
      };
    }
    case 'removeCriterion': {
      if (draft.criteria.length <= 1) return draft;
      const removed = draft.criteria[action.index]?.id;
      const criteriaStatements = { ...draft.criteriaStatements };
      if (removed !== undefined) delete criteriaStatements[removed];
      return {
        ...draft,
        criteria: draft.criteria.filter((_, index) => index !== action.index),
        points: draft.points.filter((_, index) => index !== action.index),
        contents: draft.contents.filter((_, index) => index !== action.index),
        criteriaStatements,
      };
    }
    case 'moveCriterion':
      return {
        ...draft,
        criteria: move(draft.criteria, action.from, action.to),
        points: move(draft.points, action.from, action.to),
        contents: move(draft.contents, action.from, action.to),
      };
    case 'alignRubric':
      return {
        ...draft,
        statements: mergeAligned(draft.statements, action.statements, (statement) => ({
          ...statement,
          threshold: '',
        })),
      };
    case 'setThreshold':
      return {
        ...draft,
        statements: draft.statements.map((entry) =>
          entry.id === action.id ? { ...entry, threshold: action.threshold } : entry,
        ),
      };
    case 'unalignRubric':
      return { ...draft, statements: draft.statements.filter((entry) => entry.id !== action.id) };
    case 'alignCriterion': {
      const merged = mergeAligned(
        draft.criteriaStatements[action.criterionId] ?? [],
        action.statements,
        (statement) => ({
          ...statement,
          minimum: '',
        }),
      );
      const criteriaStatements = { ...draft.criteriaStatements, [action.criterionId]: merged };
      if (merged.length === 0) delete criteriaStatements[action.criterionId];
      return { ...draft, criteriaStatements };
    }
    case 'setMinimum':
      return {
        ...draft,
        criteriaStatements: {
          ...draft.criteriaStatements,
          [action.criterionId]: (draft.criteriaStatements[action.criterionId] ?? []).map((entry) =>
            entry.id === action.id ? { ...entry, minimum: action.minimum } : entry,
          ),
        },
      };
    case 'unalignCriterion': {
      const left = (draft.criteriaStatements[action.criterionId] ?? []).filter((entry) => entry.id !== action.id);
      const criteriaStatements = { ...draft.criteriaStatements, [action.criterionId]: left };
      if (left.length === 0) delete criteriaStatements[action.criterionId];
      return { ...draft, criteriaStatements };
    }
  }
}
