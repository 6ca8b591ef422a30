import {
  evidencePages,
  formatCalendarDateUs,
  parseIsoCalendarDate,
  type MessageKey,
  type Portfolio,
  type RequestBodyInput,
  type saveEvidence,
} from '@tessera/shared';

/**
 * The evidence editor's rules (spec 1 §2 "Evidence editor with steps create-content and edit-description:
 * cover image, alternative text, title, date, abstract"), pure so they are tested without a screen: the steps
 * in the spec's order, the draft as the fields hold it, what is unsaved, the browser's checks before a save
 * (the server makes the same ones) and the body of PUT …/evidence.
 */
export const EVIDENCE_STEPS = ['create-content', 'edit-description'] as const;
export type EvidenceStep = (typeof EVIDENCE_STEPS)[number];

/** The description's fields, by the names the server's field errors use. */
export const DESCRIPTION_FIELDS = [
  'cover_image_id',
  'cover_alternative_text',
  'title',
  'date',
  'abstract_text',
] as const;

export type EvidenceSaveBody = RequestBodyInput<typeof saveEvidence>;

export interface EvidenceDraft {
  /** Content by component id, as the content step's fields hold it. */
  content: Record<string, unknown>;
  title: string;
  /**
   * The date as the date field holds it: ISO, blank for none, or text it could not read in the reader's
   * pattern (refused before saving).
   */
  date: string;
  abstract: string;
  /** The cropped cover image (its id and a link to show it), or none. */
  cover: { id: string; url: string } | null;
  coverAlt: string;
}

/** The pages and modes of an item not made yet: the evidence page the server will make (one text component). */
export function newEvidencePages(): Pick<Portfolio, 'pages' | 'component_modes'> {
  const pages = evidencePages();
  const modes = Object.fromEntries(
    pages.flatMap((page) => page.components.map((component) => [String(component.component_id), 'editable' as const])),
  );
  return { pages, component_modes: modes };
}

/** The draft of an item as read or saved (null: a new item, every field empty). */
export function draftOf(evidence: Portfolio | null): EvidenceDraft {
  if (!evidence) return { content: {}, title: '', date: '', abstract: '', cover: null, coverAlt: '' };
  return {
    content: { ...evidence.content },
    title: evidence.title,
    date: evidence.evidence_date ?? '',
    abstract: evidence.abstract_text,
    cover: evidence.cover_image_id ? { id: evidence.cover_image_id, url: evidence.cover_url } : null,
    coverAlt: evidence.cover_image_id ? evidence.cover_alternative_text : '',
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The components whose content differs from the saved draft (only they are sent). */
export function changedContent(draft: EvidenceDraft, saved: EvidenceDraft): Record<string, unknown> {
  return Object.fromEntries(Object.entries(draft.content).filter(([id, value]) => !same(value, saved.content[id])));
}

/** Whether there is unsaved work (the unsaved-changes prompt). */
export function isDraftChanged(draft: EvidenceDraft, saved: EvidenceDraft): boolean {
  return (
    Object.keys(changedContent(draft, saved)).length > 0 ||
    draft.title !== saved.title ||
    draft.date.trim() !== saved.date.trim() ||
    draft.abstract !== saved.abstract ||
    (draft.cover?.id ?? null) !== (saved.cover?.id ?? null) ||
    (draft.cover !== null && draft.coverAlt.trim() !== saved.coverAlt.trim())
  );
}

/** Whether the date field holds text it could not read as a date in the reader's pattern. */
export function hasUnreadDate(draft: EvidenceDraft): boolean {
  return draft.date.trim() !== '' && parseIsoCalendarDate(draft.date) === undefined;
}

/**
 * The checks made before saving, by field: a title is required ("Please enter a title."), a date must be one
 * the date field read, or blank ("Please enter a valid date in the format mm/dd/yyyy.", spec 2 §5, naming
 * dd/mm/aaaa in Spanish).
 */
export function descriptionProblems(draft: EvidenceDraft): Partial<Record<'title' | 'date', MessageKey>> {
  const problems: Partial<Record<'title' | 'date', MessageKey>> = {};
  if (draft.title.trim() === '') problems.title = 'portfolios.title_required';
  if (hasUnreadDate(draft)) problems.date = 'components.date.invalid';
  return problems;
}

/** The date as PUT …/evidence takes it (MM/DD/YYYY, spec 2 §5), blank for none. */
function wireDate(date: string): string {
  const read = parseIsoCalendarDate(date);
  return read ? formatCalendarDateUs(read) : date.trim();
}

/**
 * PUT …/evidence's body: the description as typed, the cover named only when it changed (null removes it),
 * its alternative text while there is one, and only the content that changed; at the version read.
 */
export function saveBody(draft: EvidenceDraft, saved: EvidenceDraft, version: number): EvidenceSaveBody {
  const fields = changedContent(draft, saved);
  const coverId = draft.cover?.id ?? null;
  return {
    version,
    portfolio_action: 'save_as_draft',
    title: draft.title.trim(),
    date: wireDate(draft.date),
    abstract_text: draft.abstract.trim(),
    ...(coverId !== (saved.cover?.id ?? null) ? { cover_image_id: coverId } : {}),
    ...(draft.cover ? { cover_alternative_text: draft.coverAlt.trim() } : {}),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  };
}

/**
 * The step that shows a refused save's fields: the description's when any of its fields is named, else the
 * content's (its fields are keyed by component id).
 */
export function stepOfErrors(fields: Record<string, unknown>): EvidenceStep {
  return Object.keys(fields).some((field) => (DESCRIPTION_FIELDS as readonly string[]).includes(field))
    ? 'edit-description'
    : 'create-content';
}

/** The step before or after one (null past either end). */
export function stepBeside(step: EvidenceStep, offset: -1 | 1): EvidenceStep | null {
  return EVIDENCE_STEPS[EVIDENCE_STEPS.indexOf(step) + offset] ?? null;
}
