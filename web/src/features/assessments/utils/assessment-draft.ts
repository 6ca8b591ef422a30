import {
  FEEDBACK_MAX_LENGTH,
  clampToCharacterLimit,
  isAssessmentKind,
  isRubricScoreInput,
  richTextPlainText,
  standardResults,
  type AssessmentComponentContent,
  type AssessmentKind,
  type AssessmentRubric,
  type Portfolio,
  type PortfolioAssessment,
} from '@tessera/shared';

/**
 * The assessment panel's draft (spec 1 §2–5): what the assessor has entered in each assessment component since
 * the last read or save, beside what the server holds, so Save sends only what changed and a second window
 * can be handed the unsaved work. Pure: the panel, the separate window and their sync share it.
 */

/** An assessment component of the portfolio as the panel draws it (assessment rubric, scoring, feedback). */
export interface PanelComponent {
  id: string;
  kind: AssessmentKind;
  label: string;
  config: Readonly<Record<string, unknown>>;
}

export interface RubricDraft {
  kind: 'assessment_rubric';
  /** criterion id → level id, `NA`, or null (nothing entered). */
  criteria: Record<string, string | null>;
  comments: Record<string, string>;
}
export interface ScoringDraft {
  kind: 'scoring';
  /** The score as typed (digits and a dot, spec 1 §5); '' is nothing entered. */
  text: string;
}
export interface FeedbackDraft {
  kind: 'feedback';
  content: string;
}
export type ComponentDraft = RubricDraft | ScoringDraft | FeedbackDraft;
export type Drafts = Record<string, ComponentDraft>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The assessment components of the portfolio, in page order. */
export function assessmentComponents(portfolio: Pick<Portfolio, 'pages'>): PanelComponent[] {
  return portfolio.pages.flatMap((page) =>
    page.components.flatMap((config) =>
      isAssessmentKind(config.type)
        ? [
            {
              id: String(config.component_id),
              kind: config.type,
              label: typeof config.label === 'string' ? config.label : '',
              config,
            },
          ]
        : [],
    ),
  );
}

/** A component's draft from the content an assessment holds (empty when it holds none). */
export function draftOf(kind: AssessmentKind, content: unknown): ComponentDraft {
  const held = isRecord(content) ? content : {};
  if (kind === 'assessment_rubric') {
    const criteria = isRecord(held.criteria) ? held.criteria : {};
    const comments = isRecord(held.comments) ? held.comments : {};
    return {
      kind,
      criteria: Object.fromEntries(
        Object.entries(criteria).map(([criterion, level]) => [criterion, level === null ? null : String(level)]),
      ),
      comments: Object.fromEntries(
        Object.entries(comments).flatMap(([criterion, text]) => (typeof text === 'string' ? [[criterion, text]] : [])),
      ),
    };
  }
  if (kind === 'scoring')
    return { kind, text: typeof held.score === 'number' && Number.isFinite(held.score) ? String(held.score) : '' };
  // Feedback is stored as rich text (ADR 0023); the panel's box edits it as plain text, and sends it back so.
  return { kind, content: typeof held.content === 'string' ? richTextPlainText(held.content) : '' };
}

export function draftsOf(components: readonly PanelComponent[], assessment: Pick<PortfolioAssessment, 'components'>) {
  return Object.fromEntries(
    components.map((component) => [component.id, draftOf(component.kind, assessment.components[component.id])]),
  ) as Drafts;
}

export interface DraftState {
  /** The version of the assessment the draft starts from (0: not saved yet). */
  version: number;
  /** What the server holds. */
  base: Drafts;
  /** What is entered. */
  drafts: Drafts;
}

export type DraftAction =
  /** Read, saved or answered by a 409 with the newer content: the server's copy replaces the draft. */
  | {
      type: 'loaded';
      assessment: Pick<PortfolioAssessment, 'components' | 'version'>;
      components: readonly PanelComponent[];
    }
  /**
   * Saved here: the server's copy becomes the base; a component still holding what was sent (or, unsent,
   * what was held) takes the saved content, one typed in while the save was on its way keeps the newer typing.
   */
  | {
      type: 'saved';
      assessment: Pick<PortfolioAssessment, 'components' | 'version'>;
      components: readonly PanelComponent[];
      sent: Drafts;
    }
  /** One component changed, here or in the other window. */
  | { type: 'edit'; componentId: string; draft: ComponentDraft }
  /** The other window's whole draft (it was opened with unsaved work). */
  | { type: 'snapshot'; version: number; drafts: Drafts };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const emptyDraftState: DraftState = { version: 0, base: {}, drafts: {} };

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'loaded': {
      const base = draftsOf(action.components, action.assessment);
      return { version: action.assessment.version, base, drafts: base };
    }
    case 'saved': {
      const base = draftsOf(action.components, action.assessment);
      const drafts = Object.fromEntries(
        Object.entries(base).map(([id, saved]) => {
          const now = state.drafts[id];
          const was = id in action.sent ? action.sent[id] : state.base[id];
          const changedMeanwhile = now !== undefined && !same(now, was);
          return [id, changedMeanwhile ? now : saved];
        }),
      ) as Drafts;
      return { version: action.assessment.version, base, drafts };
    }
    case 'edit':
      return { ...state, drafts: { ...state.drafts, [action.componentId]: action.draft } };
    case 'snapshot':
      // Only a draft of the same saved version: an older window's work is not laid over newer content.
      return action.version === state.version ? { ...state, drafts: { ...state.drafts, ...action.drafts } } : state;
  }
}

/** The components whose draft differs from what the server holds. */
export function changedIds(state: DraftState): string[] {
  return Object.keys(state.drafts).filter((id) => !same(state.drafts[id], state.base[id]));
}

export const isDraftDirty = (state: DraftState): boolean => changedIds(state).length > 0;

/** A draft as the assessment PUT takes it (`components.<id>`). */
export function contentOf(draft: ComponentDraft): Record<string, unknown> {
  if (draft.kind === 'assessment_rubric') return { criteria: draft.criteria, comments: draft.comments };
  if (draft.kind === 'scoring') return { score: draft.text === '' ? null : draft.text };
  return { content: draft.content };
}

/** The body's `components`: the changed components the caller may write now. */
export function changedContent(state: DraftState, editable: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    changedIds(state)
      .filter((id) => editable.includes(id))
      .map((id) => [id, contentOf(state.drafts[id]!)]),
  );
}

/**
 * The score field's rule on save (spec 1 §5, ADR 0020): empty, 0, or one or two digits with up to two decimals;
 * the configured maximum itself is a score too (100 by default has three digits). False when it breaks it.
 */
export function isScoreTextAccepted(text: string, maximum: number): boolean {
  return text === '' || isRubricScoreInput(text) || Number(text) === maximum;
}

/** Feedback as typed, cut at 3000 characters: characters past the limit "will not be entered" (spec 1 §5). */
export const feedbackText = (typed: string): string => clampToCharacterLimit(typed, FEEDBACK_MAX_LENGTH);

/**
 * The standards met by the assessment as entered (spec 1 §3 "met flag"; §4 "A standard is met when the score
 * is at least its minimum"), live while the assessor scores: statement id → met, by the standards report's rule
 * (met when any of the assessment's mappings of it is met). A statement the assessment does not map is absent
 * (not yet assessed). A score that breaks the input rule counts as nothing entered.
 */
export function draftStandardsMet(
  components: readonly PanelComponent[],
  rubrics: ReadonlyMap<string, AssessmentRubric>,
  drafts: Drafts,
): Record<string, boolean> {
  const contents: Record<string, AssessmentComponentContent> = {};
  for (const component of components) {
    const draft = drafts[component.id];
    if (!draft) continue;
    if (draft.kind === 'assessment_rubric')
      contents[component.id] = { criteria: draft.criteria, comments: draft.comments, score: null, auto_filled: false };
    else if (draft.kind === 'scoring') {
      const score = draft.text !== '' && Number.isFinite(Number(draft.text)) ? Number(draft.text) : null;
      contents[component.id] = { score };
    } else contents[component.id] = { content: draft.content };
  }
  const configs = components.map((component) => component.config);
  return Object.fromEntries(standardResults(configs, rubrics, contents));
}

/** An assessment's standards as the server answered them, by statement id (met when any mapping of it is met). */
export function assessedStandardsMet(standards: readonly { id: string; met: boolean }[]): Record<string, boolean> {
  const met: Record<string, boolean> = {};
  for (const standard of standards) met[standard.id] = (met[standard.id] ?? false) || standard.met;
  return met;
}
