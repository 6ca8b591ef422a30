import { parseComponentConfig } from '../components/component-registry';
import { normalizeDateSelection } from '../components/date-selection';
import type { MessageKey } from '../messages/catalogue';
import type { WorkflowId } from '../workflows/workflow-catalogue';
import type { PortfolioComponent } from './portfolio-content';

/**
 * Evidence items (spec 1 §2 "Evidence editor with steps create-content and edit-description: cover image,
 * alternative text, title, date, abstract"; §4 "A new evidence item starts as created and is saved with
 * save_as_draft"). The spec gives an evidence item no template: it is a portfolio of its owner's own, run by
 * the ePortfolio workflow (the owner edits, nobody assesses), whose one page holds the content the
 * create-content step writes. Its description (the second step) is saved beside the content.
 */
export const EVIDENCE_WORKFLOW: WorkflowId = 'EportfolioWorkflow';
export const EVIDENCE_CONTENT_COMPONENT_ID = 'text-1';

/** The evidence item's page: one text component for its content (a new copy each time: pages are stored). */
export function evidencePages(): { id: string; title: string; components: Record<string, unknown>[] }[] {
  return [
    {
      id: 'page-1',
      title: 'Evidence',
      components: [
        parseComponentConfig({ component_id: EVIDENCE_CONTENT_COMPONENT_ID, type: 'text', label: 'Content' }) as Record<
          string,
          unknown
        >,
      ],
    },
  ];
}

/**
 * The media an insert dialog can also add to the owner's timeline (spec 1 §5 "a title when adding to the
 * timeline"): an evidence item whose page holds the text component and one component of that kind.
 */
export const MEDIA_EVIDENCE_KINDS = ['image', 'image_gallery', 'video', 'attachment'] as const;
export type MediaEvidenceKind = (typeof MEDIA_EVIDENCE_KINDS)[number];

/** The media component's id in such an item's page (`image-1`, `video-1`, ...). */
export const mediaEvidenceComponentId = (kind: MediaEvidenceKind): string => `${kind}-1`;

/**
 * A media evidence item's page: the text component, then the one media component, optional (a draft) and
 * unlabelled so each reader sees the kind's own name in their language (the composer's fields name an unlabelled
 * image, gallery, video or attachment component so).
 */
export function mediaEvidencePages(kind: MediaEvidenceKind): ReturnType<typeof evidencePages> {
  const media = parseComponentConfig({
    component_id: mediaEvidenceComponentId(kind),
    type: kind,
    label: '',
    optional: true,
  }) as Record<string, unknown>;
  const text = evidencePages().flatMap((page) => page.components);
  return [{ id: 'page-1', title: 'Evidence', components: [...text, media] }];
}

/**
 * The evidence date as typed (MM/DD/YYYY, spec 2 §5): blank clears it; a valid date is kept as an ISO date;
 * anything else is "Please enter a valid date in the format mm/dd/yyyy." (spec 2 §5 "Evidence date").
 */
export function parseEvidenceDate(text: string): { date: string | null } | { error: MessageKey } {
  const normalized = normalizeDateSelection(text);
  if (normalized.error) return { error: normalized.error };
  return { date: normalized.content === '' ? null : normalized.content };
}

/**
 * The component kinds whose content names other portfolios or evidence items of the owner (spec 1 §3): a
 * component reference names the portfolio holding the component it shows (reference_portfolio_id), an activity
 * reference the owner's portfolio of each activity it lists, where they had started one.
 */
export const REFERENCING_KINDS = [
  'gallery',
  'timeline',
  'portfolio_reference',
  'reference',
  'activity_reference',
] as const;

export function isReferencingKind(kind: string): boolean {
  return (REFERENCING_KINDS as readonly string[]).includes(kind);
}

const asId = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/**
 * The items one component's content references: a gallery's or timeline's abstracts name each item by
 * `original_portfolio_id` (spec 1 §3 "list of abstracts each with original_portfolio_id, id, abstract"); a
 * portfolio reference names it by `portfolio_id`; a component reference by `reference_portfolio_id`; an
 * activity reference by each activity's `portfolio_id` (activities without one name nothing). Anything else
 * references nothing.
 */
export function referencedIds(kind: string, content: unknown): string[] {
  if (typeof content !== 'object' || content === null) return [];
  const record = content as Record<string, unknown>;
  if (kind === 'portfolio_reference' || kind === 'reference') {
    const id = asId(kind === 'reference' ? record.reference_portfolio_id : record.portfolio_id);
    return id ? [id] : [];
  }
  if (kind === 'activity_reference') {
    const activities = Array.isArray(record.activities) ? record.activities : [];
    const ids = activities.map((entry) =>
      typeof entry === 'object' && entry !== null ? asId((entry as Record<string, unknown>).portfolio_id) : null,
    );
    return [...new Set(ids.filter((id): id is string => id !== null))];
  }
  if ((kind !== 'gallery' && kind !== 'timeline') || !Array.isArray(record.abstracts)) return [];
  const ids = record.abstracts.map((entry) =>
    typeof entry === 'object' && entry !== null ? asId((entry as Record<string, unknown>).original_portfolio_id) : null,
  );
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** Every item the content references, by component id (only referencing components that name something). */
export function referencesByComponent(
  components: readonly PortfolioComponent[],
  content: Readonly<Record<string, unknown>>,
): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const component of components) {
    if (!isReferencingKind(component.type)) continue;
    const ids = referencedIds(component.type, content[component.component_id]);
    if (ids.length > 0) found[component.component_id] = ids;
  }
  return found;
}
