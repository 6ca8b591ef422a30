import {
  hasDateError,
  portfolioComponent,
  type AutoSaved,
  type Portfolio,
  type PortfolioComponent,
} from '@tessera/shared';

/**
 * The composer's state (spec 1 §4–5, §8), pure so its rules are tested without a screen: the portfolio as
 * last read or saved, the content being edited, which components changed since the last save, the server's
 * field errors (each cleared when its field is edited) and the banner's counts.
 */
export interface ComposerState {
  portfolio: Portfolio;
  /** Content by component id as the composer shows it now. */
  content: Record<string, unknown>;
  /** Components changed since the last save (only they are sent). */
  changed: string[];
  /** Field errors of the last refused save, keyed by component id (or `id.field` for rich components). */
  fieldErrors: Record<string, string>;
  /** How many errors the last refused submit found (the banner's "N error(s) found"). */
  errorsFound: number;
  /** The form-level sentence of the last failure (or the 409's), if any. */
  failure: string | null;
  /** A stale save (409): the newer content is now shown. */
  stale: boolean;
}

export type ComposerAction =
  | { type: 'edit'; componentId: string; content: unknown }
  /** A save went through: the answer is the portfolio now; edits made while it ran stay changed. */
  | { type: 'saved'; portfolio: Portfolio; sent: Record<string, unknown> }
  | { type: 'refused'; message: string; fields: Record<string, string>; submit: boolean }
  /** 409: the newer portfolio replaces what was shown (its content wins; the user copies theirs again). */
  | { type: 'stale'; portfolio: Portfolio; message: string }
  | { type: 'loaded'; portfolio: Portfolio }
  /**
   * The same version read again (in another language, say): its labels and buttons are taken; the edits,
   * errors and banner stay. A newer version is not taken this way (the next save's 409 shows it).
   */
  | { type: 'relabelled'; portfolio: Portfolio }
  | { type: 'dismiss' };

export function initialComposerState(portfolio: Portfolio): ComposerState {
  return {
    portfolio,
    content: { ...portfolio.content },
    changed: [],
    fieldErrors: {},
    errorsFound: 0,
    failure: null,
    stale: false,
  };
}

/** The field an error key names: `rich-1.attachmentId` belongs to component `rich-1`. */
const componentOfField = (field: string): string => field.split('.')[0] ?? field;

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'edit': {
      // A server field error clears when the user edits its field (spec 1 §5 "Required").
      const fieldErrors = Object.fromEntries(
        Object.entries(state.fieldErrors).filter(([field]) => componentOfField(field) !== action.componentId),
      );
      return {
        ...state,
        content: { ...state.content, [action.componentId]: action.content },
        changed: state.changed.includes(action.componentId) ? state.changed : [...state.changed, action.componentId],
        fieldErrors,
      };
    }
    case 'saved': {
      // A component edited again while the save ran keeps its newer content and stays changed.
      const stillChanged = state.changed.filter((id) => state.content[id] !== action.sent[id]);
      const content = { ...action.portfolio.content };
      for (const id of stillChanged) content[id] = state.content[id];
      // A refused submit's errors stay through later saves (an auto-save, a Save) until each field is edited, so
      // the banner keeps counting down (spec 1 §8); they go once the work moves on (a Submit that went through).
      const moved = action.portfolio.state !== state.portfolio.state;
      return {
        ...state,
        portfolio: action.portfolio,
        content,
        changed: stillChanged,
        fieldErrors: moved ? {} : state.fieldErrors,
        errorsFound: moved ? 0 : state.errorsFound,
        failure: null,
        stale: false,
      };
    }
    case 'refused':
      return {
        ...state,
        fieldErrors: action.fields,
        errorsFound: action.submit ? Object.keys(action.fields).length : state.errorsFound,
        failure: action.message,
        stale: false,
      };
    case 'stale':
      return { ...initialComposerState(action.portfolio), failure: action.message, stale: true };
    case 'loaded':
      return initialComposerState(action.portfolio);
    case 'relabelled':
      if (action.portfolio.version === state.portfolio.version) return { ...state, portfolio: action.portfolio };
      // A newer version read again while nothing is unsaved here (an assessor's first assessment save bumps the
      // portfolio's version, ADR 0020) is taken, so the next workflow action is not refused as stale.
      return action.portfolio.version > state.portfolio.version && state.changed.length === 0
        ? initialComposerState(action.portfolio)
        : state;
    case 'dismiss':
      return { ...state, failure: null, stale: false };
  }
}

/**
 * The portfolio after an auto-save whose answer is `saved` (ADR 0028 §1: the server answers the new version and
 * the fields it stored otherwise than sent, not the document): what was sent, with the server's changes over it.
 */
export function appliedAutoSave(portfolio: Portfolio, saved: AutoSaved, sent: Record<string, unknown>): Portfolio {
  return {
    ...portfolio,
    version: saved.version,
    state: saved.state,
    updated_at: saved.updated_at,
    content: { ...portfolio.content, ...sent, ...saved.fields },
  };
}

/** The components of every page, as the rules read them (unknown kinds left out). */
export function composerComponents(portfolio: Portfolio): PortfolioComponent[] {
  return portfolio.pages.flatMap((page) =>
    page.components.map((config) => portfolioComponent(config)).filter((c): c is PortfolioComponent => c !== null),
  );
}

/** The changed content to send. */
export function changedFields(state: ComposerState): Record<string, unknown> {
  return Object.fromEntries(state.changed.map((id) => [id, state.content[id]]));
}

/** Whether there is unsaved work (the unsaved-changes prompt). */
export function isDirty(state: ComposerState): boolean {
  return state.changed.length > 0;
}

/**
 * Whether a change may be auto-saved now (spec 1 §4): the server says the case applies (`auto_save`), saving is
 * not disabled by a newer sign-in elsewhere, and no date field holds an invalid date.
 */
export function canAutoSave(state: ComposerState): boolean {
  if (!state.portfolio.auto_save || state.portfolio.saving_disabled) return false;
  return !hasDateError(composerComponents(state.portfolio), changedFields(state));
}

/** The banner's counts (spec 1 §8 'N error(s) found, N error(s) remaining'); null when there is no banner. */
export function errorBanner(state: ComposerState): { found: number; remaining: number } | null {
  if (state.errorsFound === 0) return null;
  return { found: state.errorsFound, remaining: Object.keys(state.fieldErrors).length };
}

/** The error shown under a component: its own, or the first of its inner fields (rich components). */
export function componentError(state: ComposerState, componentId: string): string | undefined {
  const own = state.fieldErrors[componentId];
  if (own) return own;
  const inner = Object.entries(state.fieldErrors).find(([field]) => componentOfField(field) === componentId);
  return inner?.[1];
}

/** Each component with an error, once, in page order, with its kind and first error (the banner's list). */
export function componentErrors(
  state: ComposerState,
): { componentId: string; type: unknown; label: string; message: string }[] {
  return state.portfolio.pages.flatMap((page) =>
    page.components.flatMap((config) => {
      const componentId = String(config.component_id);
      const message = componentError(state, componentId);
      const label = typeof config.label === 'string' ? config.label : '';
      return message ? [{ componentId, type: config.type, label, message }] : [];
    }),
  );
}
