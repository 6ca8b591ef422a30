import {
  COMPONENT_REGISTRY,
  componentConfigSchema,
  defaultRolesAllowedMoveToDone,
  DomainError,
  effectivePlagiarismSettings,
  goReactTextError,
  invalid,
  isComponentKind,
  isInteractiveComponentKind,
  isInternshipWorkflow,
  isPlagiarismOptionAvailable,
  MOVE_TO_DONE_ELIGIBLE_ROLES,
  nameKey,
  normalisedAggregation,
  templateAggregationErrors,
  sanitizeRichContent,
  sanitizeRichText,
  templateMaxPages,
  templateNameError,
  validateComponentConfiguration,
  WORKFLOWS,
  type ComponentConfigurationDraft,
  type ConfigFieldError,
  type ComponentKind,
  type FieldError,
  type PlacedComponent,
  type TemplateFields,
} from '@tessera/shared';
import type { Template, TemplatePage, TemplateSettings } from '../../db/templates/templates';
import { issueError } from '../../lib/http/validation';
import type { Actor } from '../../lib/http/types';
import { readStatements, type OrganisationNode } from '../../ports/hierarchy';
import { listUsableRubrics, type Rubric } from '../../ports/rubrics';
import { reaches } from './scope';
import { TEMPLATE_MAX_RUBRICS } from './template-writes';

/**
 * Every rule of a template save, on the server (spec 1 §5 "Component config modal", spec 2 §5 "Templates",
 * §6; spec 1 §4 scoring, §6 plagiarism): each component is checked by the component registry's schema and
 * the configuration modal's rules (shared/src/components), labels unique within the template, one primary
 * score, rubric components on a published rubric the node reaches, scoring by aggregation (one component, in
 * the assessment panel; a rubric's criterion → component mapping and level points, shared's
 * templateAggregationErrors), statements from the node's sets, the page limit of the workflow, the plagiarism
 * option, roles_allowed_move_to_done. Every refusal is keyed by
 * field (`page_templates.<i>.components.<j>.<field>`) and all of them come in one 400.
 */
export interface CheckedTemplate {
  title: string;
  pages: TemplatePage[];
  dataTemplates: Record<string, unknown>;
  /** The content template (spec 3 §3), rich text as the allow-list (ADR 0023). */
  content: string;
  settings: TemplateSettings;
  rolesAllowedMoveToDone: string[];
  rubricIds: string[];
}

/** A template item stays under this size (measured as JSON): DynamoDB's item limit is 400 KB (ADR 0016). */
export const TEMPLATE_ITEM_LIMIT_BYTES = 350_000;

const RUBRIC_KINDS = new Set<ComponentKind>(['rubric', 'assessment_rubric']);
const PRIMARY_KINDS = new Set<ComponentKind>(['scoring', 'rubric', 'assessment_rubric']);

const asText = (value: unknown): string | undefined =>
  value === undefined || value === null ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

/** The configuration modal's draft (inputs as typed) from a component as sent. */
function draftOf(kind: ComponentKind, raw: Record<string, unknown>): ComponentConfigurationDraft {
  const options = Array.isArray(raw.button_options) ? (raw.button_options as unknown[]) : [];
  const enhancement = raw.score_enhancement_config as { score_mapping?: unknown } | undefined;
  const mapping =
    enhancement && typeof enhancement.score_mapping === 'object' && enhancement.score_mapping !== null
      ? (enhancement.score_mapping as Record<string, unknown>)
      : {};
  const minWords = asText(raw.min_word_count);
  return {
    kind,
    label: typeof raw.label === 'string' ? raw.label : '',
    optional: raw.optional === true,
    minimum_words_enabled: minWords !== undefined && minWords.trim() !== '0',
    min_word_count: minWords,
    button_options: options.map((option) => {
      const entry = (option ?? {}) as Record<string, unknown>;
      return { value: asText(entry.value) ?? '', points: asText(entry.points) };
    }),
    score_mapping: Object.fromEntries(Object.entries(mapping).map(([id, score]) => [id, asText(score) ?? ''])),
    maximum_size: asText(raw.maximum_size) ?? (kind === 'edtpa_attachment' ? '0' : '2048'),
    min_number: asText(raw.min_number),
    max_number: asText(raw.max_number),
    maximum: asText(raw.maximum) ?? '100',
  };
}

const toFieldError = (error: ConfigFieldError): FieldError =>
  error.params ? { key: error.key, params: error.params } : error.key;

/** The rubric a component may use: a published (or the default) rubric of the node or a node above it. */
function usableAt(node: OrganisationNode, rubric: Rubric | undefined): boolean {
  return rubric !== undefined && (rubric.nodeId === null || reaches(node, rubric.nodeId));
}

export async function checkTemplate(
  actor: Actor,
  node: OrganisationNode,
  body: TemplateFields,
  workflowId = body.workflow,
): Promise<CheckedTemplate> {
  const organizationId = actor.organisation.organizationId;
  const fields: Record<string, FieldError> = {};
  const workflow = WORKFLOWS[workflowId];

  const nameError = templateNameError(body.title, []);
  if (nameError) fields.title = nameError;
  if (!workflow.isTemplateWorkflow) fields.workflow = 'system.field_invalid_choice';
  if (body.is_go_react_template) {
    const goReact = goReactTextError(body.title, body.description);
    if (goReact) fields.description = goReact;
  }
  const maxPages = templateMaxPages(workflowId);
  if (body.page_templates.length > maxPages) {
    fields.page_templates = { key: 'templates.max_pages', params: { n: maxPages } };
  }

  const rubricIdsWanted = new Set<string>();
  const statementIdsWanted = new Set<string>();
  for (const page of body.page_templates) {
    for (const raw of page.components) {
      if (RUBRIC_KINDS.has(raw.type as ComponentKind) && typeof raw.rubric_id === 'string')
        rubricIdsWanted.add(raw.rubric_id);
      if (Array.isArray(raw.statements_mapping)) {
        for (const entry of raw.statements_mapping as { id?: unknown }[]) {
          if (typeof entry?.id === 'string') statementIdsWanted.add(entry.id);
        }
      }
    }
  }
  const [usable, statements] = await Promise.all([
    rubricIdsWanted.size > 0 ? listUsableRubrics(organizationId) : Promise.resolve([] as Rubric[]),
    statementIdsWanted.size > 0
      ? readStatements(organizationId, [...statementIdsWanted].slice(0, 500))
      : Promise.resolve([]),
  ]);
  const rubricsById = new Map(usable.map((rubric) => [rubric.rubricId, rubric]));
  const statementsById = new Map(statements.map((statement) => [statement.statementId, statement]));

  const pages: TemplatePage[] = [];
  const componentIds = new Set<string>();
  const labels = new Set<string>();
  const kinds = new Map<string, ComponentKind>();
  const rubricIds = new Set<string>();
  const placed: PlacedComponent[] = [];
  let primaryTaken = false;

  body.page_templates.forEach((page, i) => {
    const components: Record<string, unknown>[] = [];
    page.components.forEach((raw, j) => {
      const prefix = `page_templates.${i}.components.${j}`;
      const kind = typeof raw.type === 'string' && isComponentKind(raw.type) ? raw.type : null;
      if (!kind) {
        fields[`${prefix}.type`] = 'system.field_invalid_choice';
        return;
      }
      const interactive = isInteractiveComponentKind(kind);
      const draft = draftOf(kind, raw);
      for (const [field, error] of Object.entries(validateComponentConfiguration(draft))) {
        if (field === 'label' && !interactive && draft.label.trim() === '') continue;
        fields[`${prefix}.${field}`] ??= toFieldError(error);
      }
      const parsed = componentConfigSchema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const name = issue.path.length > 0 ? `${prefix}.${issue.path.map(String).join('.')}` : prefix;
          fields[name] ??= issueError(issue, raw);
        }
        return;
      }
      const config: Record<string, unknown> = { ...parsed.data };
      const componentId = parsed.data.component_id;
      if (componentIds.has(componentId)) fields[`${prefix}.component_id`] ??= 'templates.component_id_taken';
      componentIds.add(componentId);
      kinds.set(componentId, kind);

      const labelKey = nameKey(parsed.data.label);
      if (labelKey !== '') {
        if (labels.has(labelKey)) fields[`${prefix}.label`] ??= 'components.config.unique_label';
        labels.add(labelKey);
      }
      if (PRIMARY_KINDS.has(kind) && config.primary === true) {
        if (primaryTaken) fields[`${prefix}.primary`] ??= 'templates.primary_taken';
        primaryTaken = true;
      }
      if (RUBRIC_KINDS.has(kind)) {
        const rubricId = String(config.rubric_id);
        const rubric = rubricsById.get(rubricId);
        if (!usableAt(node, rubric)) fields[`${prefix}.rubric_id`] ??= 'templates.rubric_unavailable';
        else {
          rubricIds.add(rubricId);
          config.rubric_title = rubric?.title;
          config.uri = `/api/rubrics/${rubricId}`;
        }
      }
      if (parsed.data.statements_mapping) {
        config.statements_mapping = parsed.data.statements_mapping.map((entry, k) => {
          const statement = statementsById.get(entry.id);
          if (!statement || !reaches(node, statement.nodeId)) {
            fields[`${prefix}.statements_mapping.${k}.id`] ??= 'templates.statement_unavailable';
            return entry;
          }
          return { ...entry, statement_id: statement.code, title: statement.title };
        });
      }
      components.push(config);
      placed.push({ at: prefix, config });
    });
    pages.push({ id: page.id, title: page.title.trim() === '' ? 'Blank' : page.title.trim(), components });
  });
  const aggregationErrors = templateAggregationErrors(placed, (rubricId) =>
    rubricIds.has(rubricId) ? rubricsById.get(rubricId)?.definition : undefined,
  );
  for (const [field, error] of Object.entries(aggregationErrors)) fields[field] ??= error;
  // Stored as the assessment side reads it: criteria mapped to nothing, and their points, left out.
  for (const config of pages.flatMap((page) => page.components)) {
    if (RUBRIC_KINDS.has(config.type as ComponentKind)) Object.assign(config, normalisedAggregation(config));
  }
  if (rubricIds.size > TEMPLATE_MAX_RUBRICS) {
    fields.page_templates ??= { key: 'system.too_many_items', params: { max: TEMPLATE_MAX_RUBRICS } };
  }

  const dataTemplates: Record<string, unknown> = {};
  for (const [componentId, content] of Object.entries(body.data_templates ?? {})) {
    const kind = kinds.get(componentId);
    if (!kind) {
      fields[`data_templates.${componentId}`] ??= 'system.field_invalid';
      continue;
    }
    const parsed = COMPONENT_REGISTRY[kind].contentSchema.safeParse(content ?? {});
    // A text component's text and a rich kind's default answer are rich text: stored as the allow-list (ADR 0023).
    if (parsed.success) dataTemplates[componentId] = sanitizeRichContent(kind, parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        const name = [`data_templates`, componentId, ...issue.path.map(String)].join('.');
        fields[name] ??= issueError(issue, content);
      }
    }
  }

  const userFlag = actor.organisation.plagiarismEnabled;
  if (body.plagiarism_enabled && !isPlagiarismOptionAvailable(userFlag, workflowId)) {
    fields.plagiarism_enabled = 'templates.plagiarism_unavailable';
  }
  const eligible = MOVE_TO_DONE_ELIGIBLE_ROLES as readonly string[];
  let rolesAllowedMoveToDone = defaultRolesAllowedMoveToDone(workflowId) as string[];
  if (body.roles_allowed_move_to_done && isInternshipWorkflow(workflowId)) {
    if (body.roles_allowed_move_to_done.some((role) => !eligible.includes(role))) {
      fields.roles_allowed_move_to_done = 'templates.move_to_done_roles';
    }
    rolesAllowedMoveToDone = eligible.filter((role) => body.roles_allowed_move_to_done?.includes(role));
  }

  if (Object.keys(fields).length > 0) throw invalid('templates.invalid', { fields });
  return {
    title: body.title.trim(),
    pages,
    dataTemplates,
    content: sanitizeRichText(body.content ?? ''),
    settings: {
      ...effectivePlagiarismSettings(userFlag, workflowId, body),
      allowed_to_showcase: body.allowed_to_showcase ?? false,
      display_assessment_panel: body.display_assessment_panel ?? false,
      is_show_names_to_submitters: body.is_show_names_to_submitters ?? false,
      display_on_timeline: body.display_on_timeline ?? false,
      is_go_react_template: body.is_go_react_template ?? false,
      can_move_components: body.can_move_components ?? true,
      can_update_pages: body.can_update_pages ?? true,
      can_customize_theme_style: body.can_customize_theme_style ?? true,
    },
    rolesAllowedMoveToDone,
    rubricIds: [...rubricIds],
  };
}

/** The stored template's size, measured as DynamoDB would hold it (JSON is a close upper bound). */
export function templateSize(template: Template): number {
  return Buffer.byteLength(JSON.stringify(template), 'utf8');
}

/** 413 when the template would not fit its item (ADR 0016). */
export function requireFits(template: Template): void {
  if (templateSize(template) > TEMPLATE_ITEM_LIMIT_BYTES) throw new DomainError('too_large', 'templates.too_large');
}
