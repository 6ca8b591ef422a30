import type * as z from 'zod/mini';
import {
  COMPONENT_KINDS,
  COMPONENT_KIND_NAMES,
  componentSide,
  isInteractiveComponentKind,
  isRichInnerKind,
  type ComponentKind,
} from './component-kinds';
import {
  componentConfigSchema,
  componentConfigSchemas,
  componentContentSchemas,
  type ComponentConfig,
} from './component-schemas';
import { stripMarkup } from './word-count';
import { isDropdownAnswered } from './choice-options';

/** The empty-state sentences (spec 1 §8 "Empty states"). */
export type ComponentEmptyStateKey =
  | 'components.empty.no_file'
  | 'components.empty.no_gallery'
  | 'components.empty.no_portfolio'
  | 'components.empty.no_component'
  | 'components.empty.no_video'
  | 'components.empty.no_description';

/**
 * Which kind shows which empty state. The spec lists the sentences, not their owners; chosen by meaning:
 * file kinds 'No file uploaded.', galleries 'No gallery.', portfolio references 'No ePortfolio
 * referenced.', a rich component with no inner component chosen 'No component.', video kinds 'No video
 * submitted', a task without description 'No Description'. Other kinds show nothing when empty.
 */
const EMPTY_STATES: Partial<Record<ComponentKind, ComponentEmptyStateKey>> = {
  attachment: 'components.empty.no_file',
  file_upload: 'components.empty.no_file',
  edtpa_attachment: 'components.empty.no_file',
  gallery: 'components.empty.no_gallery',
  image_gallery: 'components.empty.no_gallery',
  portfolio_reference: 'components.empty.no_portfolio',
  rich: 'components.empty.no_component',
  video: 'components.empty.no_video',
  video_link: 'components.empty.no_video',
  task: 'components.empty.no_description',
};

export interface ComponentKindEntry<K extends ComponentKind = ComponentKind> {
  kind: K;
  name: string;
  interactive: boolean;
  side: 'content' | 'assessment';
  /** May be chosen as a rich component's inner type (spec 1 §3). */
  richEligible: boolean;
  configSchema: (typeof componentConfigSchemas)[K];
  contentSchema: (typeof componentContentSchemas)[K];
  emptyStateKey: ComponentEmptyStateKey | null;
}

export const COMPONENT_REGISTRY = Object.fromEntries(
  COMPONENT_KINDS.map((kind) => [
    kind,
    {
      kind,
      name: COMPONENT_KIND_NAMES[kind],
      interactive: isInteractiveComponentKind(kind),
      side: componentSide(kind),
      richEligible: isRichInnerKind(kind),
      configSchema: componentConfigSchemas[kind],
      contentSchema: componentContentSchemas[kind],
      emptyStateKey: EMPTY_STATES[kind] ?? null,
    },
  ]),
) as { readonly [K in ComponentKind]: ComponentKindEntry<K> };

export type ComponentContent<K extends ComponentKind> = z.infer<(typeof componentContentSchemas)[K]>;

/** Parses any component configuration (discriminated by `type`); throws a ZodError when invalid. */
export function parseComponentConfig(raw: unknown): ComponentConfig {
  return componentConfigSchema.parse(raw);
}

/** Parses a component's content by kind. */
export function parseComponentContent<K extends ComponentKind>(kind: K, raw: unknown): ComponentContent<K> {
  return COMPONENT_REGISTRY[kind].contentSchema.parse(raw ?? {}) as ComponentContent<K>;
}

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && stripMarkup(value).trim() === '');

/**
 * Whether a component holds nothing (before parsing; tolerant of missing fields). Used for the empty
 * state and for required components.
 */
export function isComponentContentEmpty(
  kind: ComponentKind,
  content: Record<string, unknown> | null | undefined,
): boolean {
  const c = content ?? {};
  const list = (key: string): unknown[] => (Array.isArray(c[key]) ? (c[key] as unknown[]) : []);
  switch (kind) {
    case 'attachment':
      return list('attachments').length === 0;
    case 'file_upload':
    case 'edtpa_attachment':
      return (
        list('id').length === 0 &&
        blank(typeof c.attachmentId === 'string' ? c.attachmentId.replace(/,/g, '') : c.attachmentId)
      );
    case 'image':
      return blank(c.public_url) && blank(c.id);
    case 'image_gallery':
      return list('images').length === 0;
    case 'multimedia':
      return blank(c.content) && list('media').length === 0;
    case 'gallery':
    case 'timeline':
      return list('abstracts').length === 0;
    case 'activity_reference':
      return list('activities').length === 0;
    case 'portfolio_reference':
      return blank(c.portfolio_id);
    case 'reference':
      return blank(c.reference_portfolio_id) && blank(c.content);
    case 'rich': {
      const inner = c.component;
      return isRichInnerKind(inner) ? isComponentContentEmpty(inner, c) : true;
    }
    case 'checkbox':
      return list('answer').length === 0;
    case 'radio_button':
      return blank(c.answer);
    case 'dropdown':
      return !isDropdownAnswered(c.answer as string | number | null | undefined);
    case 'scoring':
      return c.score === null || c.score === undefined || c.score === '';
    case 'rubric':
    case 'assessment_rubric': {
      const criteria = c.criteria && typeof c.criteria === 'object' ? Object.values(c.criteria as object) : [];
      return criteria.every((level) => level === null || level === undefined || level === '');
    }
    case 'task':
      return blank(c.describe);
    case 'user_info':
      return blank(c.name) && blank(c.userid);
    default:
      return blank(c.content);
  }
}

/** The empty-state sentence key of a component, or null when it is not empty or its kind shows none. */
export function componentEmptyState(
  kind: ComponentKind,
  content: Record<string, unknown> | null | undefined,
): ComponentEmptyStateKey | null {
  const key = COMPONENT_REGISTRY[kind].emptyStateKey;
  return key && isComponentContentEmpty(kind, content) ? key : null;
}

/** 'No Description.' stands in for an abstract with no text (spec 1 §8). */
export function abstractTextOrPlaceholder(
  abstract: string | null | undefined,
): { text: string } | { key: 'components.empty.no_description_period' } {
  return blank(abstract) ? { key: 'components.empty.no_description_period' } : { text: (abstract as string).trim() };
}

/** A plain task title is trimmed; empty shows 'Title: click here to edit' (spec 1 §5). */
export function taskTitleDisplay(
  title: string | null | undefined,
): { text: string } | { key: 'components.task.title_placeholder' } {
  const trimmed = (title ?? '').trim();
  return trimmed === '' ? { key: 'components.task.title_placeholder' } : { text: trimmed };
}
