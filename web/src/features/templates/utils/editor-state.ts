import {
  canAddTemplatePage,
  COMPONENT_KIND_NAMES,
  componentsMappingOf,
  DEFAULT_THEME_TYPE,
  isInteractiveComponentKind,
  normalisedAggregation,
  type ComponentKind,
  type Template,
  type TemplateFields,
  type ThemeType,
  type WorkflowId,
} from '@tessera/shared';

/** One component as the editor holds it: its configuration as the server stores it (spec 1 §3). */
export type ComponentConfigRecord = Record<string, unknown> & {
  component_id: string;
  type: ComponentKind;
  label: string;
};

export interface EditorPage {
  id: string;
  title: string;
  components: ComponentConfigRecord[];
}

export const TEMPLATE_FLAGS = [
  'plagiarism_enabled',
  'show_plagiarism_report_to_students',
  'allowed_to_showcase',
  'display_assessment_panel',
  'is_show_names_to_submitters',
  'display_on_timeline',
  'is_go_react_template',
  'can_move_components',
  'can_update_pages',
  'can_customize_theme_style',
] as const;
export type TemplateFlag = (typeof TEMPLATE_FLAGS)[number];

/** Everything the editor saves (the save body without node_id or version). */
export interface TemplateDraft {
  title: string;
  description: string;
  workflow: WorkflowId;
  theme: ThemeType;
  template_theme_id: string | null;
  template_folder_id: string | null;
  pages: EditorPage[];
  /** Default content by component id (title and text components' authored content). */
  data_templates: Record<string, unknown>;
  content: string;
  abstract: string;
  flags: Record<TemplateFlag, boolean>;
  roles_allowed_move_to_done: string[];
}

/** Where a component is: its page and its index there. */
export interface ComponentPlace {
  pageId: string;
  index: number;
}

export type DraftAction =
  | { type: 'replace'; draft: TemplateDraft }
  | { type: 'setTitle'; title: string }
  | { type: 'setField'; field: 'description' | 'content' | 'abstract'; value: string }
  | { type: 'setTheme'; theme: ThemeType }
  | { type: 'setTemplateTheme'; id: string | null }
  | { type: 'setFolder'; id: string | null }
  | { type: 'setFlag'; flag: TemplateFlag; value: boolean }
  | { type: 'setMoveToDoneRoles'; roles: string[] }
  | { type: 'addPage'; page: EditorPage }
  | { type: 'renamePage'; pageId: string; title: string }
  | { type: 'movePage'; pageId: string; to: number }
  | { type: 'deletePage'; pageId: string }
  | { type: 'addComponent'; pageId: string; component: ComponentConfigRecord; content?: unknown }
  | { type: 'updateComponent'; component: ComponentConfigRecord; content?: unknown }
  | { type: 'deleteComponent'; componentId: string }
  | { type: 'moveComponent'; componentId: string; to: ComponentPlace };

const NO_FLAGS = Object.fromEntries(TEMPLATE_FLAGS.map((flag) => [flag, false])) as Record<TemplateFlag, boolean>;

/** A new template's draft, as the create-template dialog named it. */
export function newTemplateDraft(input: {
  title: string;
  workflow: WorkflowId;
  folderId: string | null;
  moveToDoneRoles: readonly string[];
}): TemplateDraft {
  return {
    title: input.title,
    description: '',
    workflow: input.workflow,
    theme: DEFAULT_THEME_TYPE,
    template_theme_id: null,
    template_folder_id: input.folderId,
    pages: [{ id: newId('page'), title: 'Page 1', components: [] }],
    data_templates: {},
    content: '',
    abstract: '',
    flags: { ...NO_FLAGS },
    roles_allowed_move_to_done: [...input.moveToDoneRoles],
  };
}

/** The draft of a template read from the server. */
export function draftFromTemplate(template: Template): TemplateDraft {
  return {
    title: template.title,
    description: template.description,
    workflow: template.workflow,
    theme: template.theme,
    template_theme_id: template.template_theme_id,
    template_folder_id: template.template_folder_id,
    pages: template.page_templates.map((page) => ({
      id: page.id,
      title: page.title,
      components: page.components as ComponentConfigRecord[],
    })),
    data_templates: template.data_templates,
    content: template.content,
    abstract: template.abstract,
    flags: Object.fromEntries(TEMPLATE_FLAGS.map((flag) => [flag, template[flag]])) as Record<TemplateFlag, boolean>,
    roles_allowed_move_to_done: template.roles_allowed_move_to_done,
  };
}

/** The save body (spec 2 §3; ADR 0016): pages as `page_templates`, the flags at the top level. */
export function draftToFields(draft: TemplateDraft): TemplateFields {
  return {
    title: draft.title,
    description: draft.description,
    workflow: draft.workflow,
    theme: draft.theme,
    template_theme_id: draft.template_theme_id,
    template_folder_id: draft.template_folder_id,
    page_templates: draft.pages.map((page) => ({ id: page.id, title: page.title, components: page.components })),
    data_templates: draft.data_templates,
    content: draft.content,
    abstract: draft.abstract,
    ...draft.flags,
    roles_allowed_move_to_done: draft.roles_allowed_move_to_done,
  };
}

let counter = 0;
/** A fresh id for a page or component (unique within the template; the server checks). */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Every component's label but one (labels are unique within the template, spec 2 §5). */
export function otherLabels(draft: TemplateDraft, componentId: string | null): string[] {
  return draft.pages
    .flatMap((page) => page.components)
    .filter((component) => component.component_id !== componentId && component.label.trim() !== '')
    .map((component) => component.label);
}

/** A label for a new component of a kind that no other component has ("Text Area", "Text Area 2", …). */
export function suggestedLabel(draft: TemplateDraft, kind: ComponentKind): string {
  if (!isInteractiveComponentKind(kind)) return '';
  const taken = new Set(otherLabels(draft, null).map((label) => label.trim().toLowerCase()));
  const base = COMPONENT_KIND_NAMES[kind];
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base} ${n}`.toLowerCase())) return `${base} ${n}`;
}

/** A new component's configuration with its kind's defaults (spec 1 §3, §9). */
export function newComponent(kind: ComponentKind, label: string): ComponentConfigRecord {
  const base: ComponentConfigRecord = {
    component_id: newId(kind),
    type: kind,
    label,
    optional: false,
    permissions: { inherit: true },
  };
  switch (kind) {
    case 'textarea':
      return { ...base, min_word_count: '0' };
    case 'attachment':
    case 'file_upload':
      return { ...base, file_type: 'any', maximum_size: 2048 };
    case 'edtpa_attachment':
      return { ...base, file_type: 'any', maximum_size: 0, min_number: 1, max_number: 1 };
    case 'radio_button':
    case 'checkbox':
    case 'dropdown':
      return {
        ...base,
        button_options: [
          { id: '1', value: 'Option 1' },
          { id: '2', value: 'Option 2' },
        ],
      };
    case 'scoring':
      return { ...base, assign_mode: 'manual', maximum: 100, primary: false };
    case 'rubric':
    case 'assessment_rubric':
      return { ...base, rubric_id: '', assign_mode: 'manual', primary: false, components_mapping: {} };
    default:
      return base;
  }
}

/** Where a component is, or null. */
export function findComponent(draft: TemplateDraft, componentId: string): ComponentPlace | null {
  for (const page of draft.pages) {
    const index = page.components.findIndex((component) => component.component_id === componentId);
    if (index >= 0) return { pageId: page.id, index };
  }
  return null;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/** Moves a component to a place (within its page or to another), the index taken after its removal. */
export function moveComponent(draft: TemplateDraft, componentId: string, to: ComponentPlace): TemplateDraft {
  const from = findComponent(draft, componentId);
  const target = draft.pages.find((page) => page.id === to.pageId);
  if (!from || !target) return draft;
  const moving = draft.pages.find((page) => page.id === from.pageId)!.components[from.index]!;
  const without = draft.pages.map((page) =>
    page.id === from.pageId ? { ...page, components: page.components.filter((_, i) => i !== from.index) } : page,
  );
  return {
    ...draft,
    pages: without.map((page) => {
      if (page.id !== to.pageId) return page;
      const components = [...page.components];
      components.splice(clamp(to.index, 0, components.length), 0, moving);
      return { ...page, components };
    }),
  };
}

/** Adds a page at the end, unless the workflow's page limit is reached (then the draft is unchanged). */
export function addPage(draft: TemplateDraft, page: EditorPage): TemplateDraft {
  if (!canAddTemplatePage(draft.workflow, draft.pages.length)) return draft;
  return { ...draft, pages: [...draft.pages, page] };
}

export function draftReducer(draft: TemplateDraft, action: DraftAction): TemplateDraft {
  switch (action.type) {
    case 'replace':
      return action.draft;
    case 'setTitle':
      return { ...draft, title: action.title };
    case 'setField':
      return { ...draft, [action.field]: action.value };
    case 'setTheme':
      return { ...draft, theme: action.theme };
    case 'setTemplateTheme':
      return { ...draft, template_theme_id: action.id };
    case 'setFolder':
      return { ...draft, template_folder_id: action.id };
    case 'setFlag': {
      const flags = { ...draft.flags, [action.flag]: action.value };
      // The report option only exists with the plagiarism option (spec 1 §6).
      if (action.flag === 'plagiarism_enabled' && !action.value) flags.show_plagiarism_report_to_students = false;
      return { ...draft, flags };
    }
    case 'setMoveToDoneRoles':
      return { ...draft, roles_allowed_move_to_done: action.roles };
    case 'addPage':
      return addPage(draft, action.page);
    case 'renamePage':
      return {
        ...draft,
        pages: draft.pages.map((page) => (page.id === action.pageId ? { ...page, title: action.title } : page)),
      };
    case 'movePage': {
      const from = draft.pages.findIndex((page) => page.id === action.pageId);
      if (from < 0) return draft;
      const pages = [...draft.pages];
      const [moving] = pages.splice(from, 1);
      pages.splice(clamp(action.to, 0, pages.length), 0, moving!);
      return { ...draft, pages };
    }
    case 'deletePage': {
      const page = draft.pages.find((entry) => entry.id === action.pageId);
      if (!page) return draft;
      const gone = new Set(page.components.map((component) => component.component_id));
      return {
        ...draft,
        pages: unmapped(
          draft.pages.filter((entry) => entry.id !== action.pageId),
          gone,
        ),
        data_templates: Object.fromEntries(Object.entries(draft.data_templates).filter(([id]) => !gone.has(id))),
      };
    }
    case 'addComponent':
      return {
        ...draft,
        pages: draft.pages.map((page) =>
          page.id === action.pageId ? { ...page, components: [...page.components, action.component] } : page,
        ),
        data_templates: withContent(draft.data_templates, action.component.component_id, action.content),
      };
    case 'updateComponent':
      return {
        ...draft,
        pages: draft.pages.map((page) => ({
          ...page,
          components: page.components.map((component) =>
            component.component_id === action.component.component_id ? action.component : component,
          ),
        })),
        data_templates: withContent(draft.data_templates, action.component.component_id, action.content),
      };
    case 'deleteComponent': {
      const data = { ...draft.data_templates };
      delete data[action.componentId];
      return {
        ...draft,
        pages: unmapped(
          draft.pages.map((page) => ({
            ...page,
            components: page.components.filter((component) => component.component_id !== action.componentId),
          })),
          new Set([action.componentId]),
        ),
        data_templates: data,
      };
    }
    case 'moveComponent':
      return moveComponent(draft, action.componentId, action.to);
  }
}

function withContent(data: Record<string, unknown>, id: string, content: unknown): Record<string, unknown> {
  if (content === undefined) return data;
  return { ...data, [id]: content };
}

/** The rubric components whose aggregation adds up a component (spec 1 §3 components_mapping). */
export function mappedBy(draft: TemplateDraft, componentId: string): ComponentConfigRecord[] {
  return draft.pages
    .flatMap((page) => page.components)
    .filter((component) => Object.values(componentsMappingOf(component)).some((ids) => ids.includes(componentId)));
}

/**
 * Components gone from the template are gone from every rubric's mapping too (a criterion left with nothing to
 * add up is no longer mapped, and its points go with it), so the template never names what it no longer has.
 */
function unmapped(pages: EditorPage[], gone: ReadonlySet<string>): EditorPage[] {
  return pages.map((page) => ({
    ...page,
    components: page.components.map((component) => {
      const mapping = componentsMappingOf(component);
      if (!Object.values(mapping).some((ids) => ids.some((id) => gone.has(id)))) return component;
      const kept = Object.fromEntries(
        Object.entries(mapping).map(([criterion, ids]) => [criterion, ids.filter((id) => !gone.has(id))]),
      );
      return { ...component, ...normalisedAggregation({ ...component, components_mapping: kept }) };
    }),
  }));
}
