import { csvDialect, toCsv, type CsvValue } from '../csv/write';
import type { MessageKey } from '../messages/catalogue';
import type { MessageParams } from '../messages/format';
import type { Locale } from '../messages/types';
import { rubricMode } from '../rubrics/rubric-definition';
import { STANDARD_STATUSES, type StandardStatus } from './standard-statuses';
import { criterionScore, formatRubricNumber, RUBRIC_NOT_APPLICABLE } from '../rubrics/rubric-totals';
import {
  isAssessmentKind,
  standardsMet,
  type AssessedComponentConfig,
  type AssessmentComponentContent,
  type AssessmentRubric,
} from './assessment-content';

/**
 * The reports of issue 13 (docs/adr/0020-assessments.md "Reports"): the standards report of a section and of a
 * node (each student × each standard: met, not met, not yet assessed) and the rubric-scores report of an
 * activity (per criterion: average points, level distribution). Pure: the server reads, this computes, so the
 * numbers are the ones the assessment panel shows (standardsMet, criterionScore).
 *
 * The rules:
 * - An activity portfolio counts through its **latest done assessment**: walking its revisions from the
 *   newest, the first that holds a done assessment — one with assess_done set, or, on the newest revision of
 *   a portfolio that reached done, any — and in it the one acted on last (assessAt; the primary on a tie).
 * - A standard is **met** for a student when any counted assessment of any activity mapping it meets it;
 *   **not met** when some counted assessment maps it and none meets it; **not yet assessed** otherwise.
 * - A rubric criterion's points are what the rubric total adds for it (the cell × the criterion's weight);
 *   N/A and nothing entered are left out of the average; the average has two decimals.
 */
export { STANDARD_STATUSES, type StandardStatus } from './standard-statuses';

/** A standard (statement) as a report labels it: its id, its code (statement_id) and its title. */
export interface ReportStandard {
  id: string;
  code: string;
  title: string;
}

/** The assessment components of a portfolio's (or a template's) pages. */
export function assessmentComponentsOf(
  pages: readonly { components: readonly AssessedComponentConfig[] }[],
): AssessedComponentConfig[] {
  return pages.flatMap((page) => page.components).filter((config) => isAssessmentKind(config.type));
}

const standardsOf = (
  components: readonly AssessedComponentConfig[],
  rubrics: ReadonlyMap<string, AssessmentRubric>,
  contents: Readonly<Record<string, AssessmentComponentContent>>,
) => standardsMet({ components, rubrics, contents, revisionContent: {}, revisionComponents: [] });

/**
 * The standards the assessment components map (a rubric's, its criteria's, a component's statements
 * mapping), each once, in the order the panel lists them.
 */
export function mappedStandards(
  components: readonly AssessedComponentConfig[],
  rubrics: ReadonlyMap<string, AssessmentRubric>,
): ReportStandard[] {
  const found = new Map<string, ReportStandard>();
  for (const standard of standardsOf(components, rubrics, {}))
    if (!found.has(standard.id))
      found.set(standard.id, { id: standard.id, code: standard.statement_id, title: standard.title });
  return [...found.values()];
}

/** Standards of several lists, each once (the first label wins), in order of appearance. */
export function mergeStandards(lists: Iterable<readonly ReportStandard[]>): ReportStandard[] {
  const found = new Map<string, ReportStandard>();
  for (const list of lists) for (const standard of list) if (!found.has(standard.id)) found.set(standard.id, standard);
  return [...found.values()];
}

/** What a report reads of a portfolio: its state and its revisions' summaries (who assessed, done). */
export interface ReportedPortfolio {
  state: string;
  revisions: readonly {
    revision: number;
    assessments: readonly { userId: string; done: boolean; assessAt: string; isPrimary: boolean }[];
  }[];
}

/** The latest done assessment of a portfolio (see the module comment), or null when none is done. */
export function latestDoneAssessment(portfolio: ReportedPortfolio): { revision: number; assessorId: string } | null {
  const counted = countedAssessment(portfolio);
  return counted ? { revision: counted.revision, assessorId: counted.assessorId } : null;
}

/**
 * The latest done assessment with when its assessor last acted on it (`assessAt`): what a summary of the
 * portfolio's counted assessment is keyed on (ADR 0028 §3), so a change that moves none of the three leaves it.
 */
export function countedAssessment(
  portfolio: ReportedPortfolio,
): { revision: number; assessorId: string; assessAt: string } | null {
  const newest = portfolio.revisions.length - 1;
  for (let index = newest; index >= 0; index -= 1) {
    const summary = portfolio.revisions[index];
    if (!summary) continue;
    const reachedDone = index === newest && portfolio.state === 'done';
    const done = summary.assessments.filter((assessment) => assessment.done || reachedDone);
    const chosen = done.reduce<(typeof done)[number] | null>(
      (best, assessment) =>
        best === null ||
        assessment.assessAt > best.assessAt ||
        (assessment.assessAt === best.assessAt && assessment.isPrimary && !best.isPrimary)
          ? assessment
          : best,
      null,
    );
    if (chosen) return { revision: summary.revision, assessorId: chosen.userId, assessAt: chosen.assessAt };
  }
  return null;
}

/**
 * What a report keeps of one counted assessment (the assessment summary, ADR 0028 §3): the verdict on each
 * standard its components map (standardResults), and per rubric component of the portfolio its rubric and the
 * level chosen in each criterion (every rubric component the portfolio holds, `{}` when nothing was chosen, as
 * the rubric-scores report counts it), and per scoring or rubric component its score. Comments and feedback text
 * are not kept: no report shows them, and they would make the item as large as the assessment.
 */
export interface AssessmentFacts {
  standards: Record<string, boolean>;
  rubrics: Record<string, { rubric_id: string; levels: Record<string, string | null>; score: number | null }>;
  scores: Record<string, number | null>;
}

export function assessmentFacts(
  components: readonly AssessedComponentConfig[],
  rubrics: ReadonlyMap<string, AssessmentRubric>,
  contents: Readonly<Record<string, AssessmentComponentContent>>,
): AssessmentFacts {
  const facts: AssessmentFacts = {
    standards: Object.fromEntries(standardResults(components, rubrics, contents)),
    rubrics: {},
    scores: {},
  };
  for (const config of components) {
    const componentId = String(config.component_id);
    const content = contents[componentId];
    if (config.type === 'assessment_rubric') {
      const chosen = content && 'criteria' in content ? content : null;
      facts.rubrics[componentId] = {
        rubric_id: String(config.rubric_id),
        levels: { ...(chosen?.criteria ?? {}) },
        score: chosen?.score ?? null,
      };
    } else if (config.type === 'scoring') {
      facts.scores[componentId] = content && 'score' in content ? content.score : null;
    }
  }
  return facts;
}

/** One assessment's verdict per standard it maps: met when any of its mappings of that standard is met. */
export function standardResults(
  components: readonly AssessedComponentConfig[],
  rubrics: ReadonlyMap<string, AssessmentRubric>,
  contents: Readonly<Record<string, AssessmentComponentContent>>,
): Map<string, boolean> {
  const results = new Map<string, boolean>();
  for (const standard of standardsOf(components, rubrics, contents))
    results.set(standard.id, (results.get(standard.id) ?? false) || standard.met);
  return results;
}

/** A student's status on a standard from the verdicts of their counted assessments (any activity, any course). */
export function standardStatus(verdicts: readonly ReadonlyMap<string, boolean>[], standardId: string): StandardStatus {
  let assessed = false;
  for (const verdict of verdicts) {
    const met = verdict.get(standardId);
    if (met === true) return 'met';
    if (met === false) assessed = true;
  }
  return assessed ? 'not_met' : 'not_yet_assessed';
}

export interface StandardCounts {
  met: number;
  not_met: number;
  not_yet_assessed: number;
}

/** Per standard, how many students stand where (the chart's numbers). */
export function standardCounts(
  standards: readonly ReportStandard[],
  students: readonly { standards: Readonly<Record<string, StandardStatus>> }[],
): Map<string, StandardCounts> {
  const counts = new Map(standards.map((s) => [s.id, { met: 0, not_met: 0, not_yet_assessed: 0 }]));
  for (const student of students)
    for (const standard of standards) {
      const count = counts.get(standard.id);
      if (count) count[student.standards[standard.id] ?? 'not_yet_assessed'] += 1;
    }
  return counts;
}

/** Two decimals as a number (a rubric's numbers are shown with two, spec 1 §5). */
export const twoDecimals = (value: number): number => Number(formatRubricNumber(value));

export interface CriterionScores {
  id: string;
  name: string;
  /** Mean points over the assessments that chose a level (N/A and nothing entered left out); null in a plain rubric or when none chose. */
  average: number | null;
  average_text: string | null;
  /** Assessments that chose a level of this criterion. */
  scored: number;
  not_applicable: number;
  not_entered: number;
  /** How many assessments chose each level, in the rubric's level order. */
  levels: { id: string; name: string; count: number }[];
}

/** Per criterion of `rubric`, the counted assessments' choices (criterion id → level id, `NA` or nothing). */
export function rubricCriterionScores(
  rubric: AssessmentRubric,
  selections: readonly Readonly<Record<string, string | null | undefined>>[],
): CriterionScores[] {
  const scored = rubricMode(rubric) === 'score';
  return rubric.criterias.map((criterion) => {
    const levels = rubric.levels.map((level) => ({ id: level.id, name: level.name, count: 0 }));
    const points: number[] = [];
    let notApplicable = 0;
    let notEntered = 0;
    for (const selection of selections) {
      const chosen = selection[criterion.id];
      if (chosen === null || chosen === undefined || chosen === '') notEntered += 1;
      else if (chosen === RUBRIC_NOT_APPLICABLE) notApplicable += 1;
      else {
        const level = levels.find((entry) => entry.id === chosen);
        if (!level) {
          notEntered += 1;
          continue;
        }
        level.count += 1;
        const score = scored ? criterionScore(rubric, criterion.id, chosen) : null;
        if (score !== null) points.push(score);
      }
    }
    const mean = points.length > 0 ? points.reduce((sum, value) => sum + value, 0) / points.length : null;
    return {
      id: criterion.id,
      name: criterion.name,
      average: mean === null ? null : twoDecimals(mean),
      average_text: mean === null ? null : formatRubricNumber(mean),
      scored: levels.reduce((sum, level) => sum + level.count, 0),
      not_applicable: notApplicable,
      not_entered: notEntered,
      levels,
    };
  });
}

/** What the standards CSV reads of a report (section or node). */
export interface StandardsReportTable {
  standards: readonly ReportStandard[];
  students: readonly {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    standards: Readonly<Record<string, StandardStatus>>;
  }[];
}

/** A standard's column heading: its code and title ("TS.1 Learner development"), or the one it has. */
export const standardHeading = (standard: ReportStandard): string =>
  [standard.code, standard.title].filter((part) => part.trim() !== '').join(' ') || standard.id;

/**
 * The words a report file is written in (issue 21): the reader's language (its separator and decimal comma,
 * csvDialect) and its sentences, put into that language by the caller (the HTTP edge's translator).
 */
export interface ReportWords {
  locale: Locale;
  say: (key: MessageKey, params?: MessageParams) => string;
}

/** The status words, as the report screens show them. */
export const STANDARD_STATUS_WORDS: Record<StandardStatus, MessageKey> = {
  met: 'portfolios.report.status.met',
  not_met: 'portfolios.report.status.not_met',
  not_yet_assessed: 'portfolios.report.status.not_yet_assessed',
};

const TOTAL_WORDS: Record<StandardStatus, MessageKey> = {
  met: 'portfolios.report.csv.total_met',
  not_met: 'portfolios.report.csv.total_not_met',
  not_yet_assessed: 'portfolios.report.csv.total_not_yet_assessed',
};

/**
 * The standards report as CSV in the reader's language (every cell escaped by toCsv: a name typed as
 * `=HYPERLINK(...)` stays text): one row per student — last name, first name, email, then one column per
 * standard holding its status in words ("Met", "Not met", "Not yet assessed"; "Cumplido"… in Spanish) — and,
 * last, one row per status counting the students per standard. Commas between fields in English, semicolons
 * in Spanish (csvDialect).
 */
export function standardsReportCsv(report: StandardsReportTable, words: ReportWords): string {
  const { say } = words;
  const header = [
    say('portfolios.report.csv.last_name'),
    say('portfolios.report.csv.first_name'),
    say('portfolios.report.csv.email'),
    ...report.standards.map(standardHeading),
  ];
  const rows: CsvValue[][] = report.students.map((student) => [
    student.last_name,
    student.first_name,
    student.email,
    ...report.standards.map((standard) =>
      say(STANDARD_STATUS_WORDS[student.standards[standard.id] ?? 'not_yet_assessed']),
    ),
  ]);
  const counts = standardCounts(report.standards, report.students);
  for (const status of STANDARD_STATUSES)
    rows.push([
      say(TOTAL_WORDS[status]),
      '',
      '',
      ...report.standards.map((standard) => counts.get(standard.id)?.[status] ?? 0),
    ]);
  return toCsv(rows, { header, bom: true, delimiter: csvDialect(words.locale).delimiter });
}

/** What the rubric-scores CSV reads of a report. */
export interface RubricScoresReportTable {
  rubrics: readonly {
    label: string;
    rubric_title: string;
    assessments_counted: number;
    criteria: readonly CriterionScores[];
  }[];
}

/**
 * The rubric-scores report as CSV in the reader's language: one row per rubric component and criterion — the
 * component's label, the rubric's title, the criterion, its average (two decimals, with the language's decimal
 * separator; empty when none), the assessments counted, how many chose a level, N/A, nothing — then a pair per
 * level: its name and how many chose it.
 */
export function rubricScoresReportCsv(report: RubricScoresReportTable, words: ReportWords): string {
  const { say } = words;
  const dialect = csvDialect(words.locale);
  const widest = Math.max(0, ...report.rubrics.flatMap((rubric) => rubric.criteria.map((c) => c.levels.length)));
  const header = [
    say('portfolios.report.csv.component'),
    say('portfolios.report.csv.rubric'),
    say('portfolios.report.csv.criterion'),
    say('portfolios.report.csv.average_points'),
    say('portfolios.report.csv.assessments_counted'),
    say('portfolios.report.csv.scored'),
    say('rubrics.not_applicable'),
    say('portfolios.report.csv.not_entered'),
    ...Array.from({ length: widest }, (_, index) => [
      say('portfolios.report.csv.level', { n: index + 1 }),
      say('portfolios.report.csv.level_count', { n: index + 1 }),
    ]).flat(),
  ];
  const rows = report.rubrics.flatMap((rubric) =>
    rubric.criteria.map((criterion): CsvValue[] => [
      rubric.label,
      rubric.rubric_title,
      criterion.name,
      criterion.average === null ? '' : dialect.decimal(criterion.average, 2),
      rubric.assessments_counted,
      criterion.scored,
      criterion.not_applicable,
      criterion.not_entered,
      ...criterion.levels.flatMap((level) => [level.name, level.count]),
    ]),
  );
  return toCsv(rows, { header, bom: true, delimiter: dialect.delimiter });
}
