import {
  isComponentKind,
  isInteractiveComponentKind,
  componentSide,
  type ComponentKind,
} from '../components/component-kinds';
import { COMPONENT_REGISTRY } from '../components/component-registry';
import { edtpaCountError, type ComponentAnswerConfig } from '../components/component-answer-validation';
import { zodIssueMessage } from '../messages/zod-issue';
import type { MessageKey } from '../messages/catalogue';
import { resolveComponentMode, type ComponentMode, type ComponentPermissions } from '../workflows/component-mode';
import type { WorkflowRole } from '../workflows/workflow-roles';
import type { WorkflowState } from '../workflows/workflow-states';

/**
 * A portfolio's content, component by component (spec 1 §3 "Component content by kind", §4 "Component mode",
 * §5): what a save may write, and which components a submit checks.
 */
export interface PortfolioComponent {
  component_id: string;
  type: ComponentKind;
  label: string;
  optional?: boolean;
  permissions?: ComponentPermissions;
  min_word_count?: string;
  maximum?: number;
  /** edTPA attachments (spec 1 §3). */
  min_number?: number;
  max_number?: number;
}

export interface ContentError {
  key: MessageKey;
  params?: Record<string, number>;
}

/** Reads a stored component configuration (as the template keeps it) into what the rules need. */
export function portfolioComponent(config: Readonly<Record<string, unknown>>): PortfolioComponent | null {
  const type = config.type;
  const id = config.component_id;
  if (typeof type !== 'string' || !isComponentKind(type) || typeof id !== 'string') return null;
  return {
    component_id: id,
    type,
    label: typeof config.label === 'string' ? config.label : '',
    optional: config.optional === true,
    permissions: config.permissions as ComponentPermissions | undefined,
    ...(typeof config.min_word_count === 'string' ? { min_word_count: config.min_word_count } : {}),
    ...(typeof config.maximum === 'number' ? { maximum: config.maximum } : {}),
    ...(type === 'edtpa_attachment' && typeof config.min_number === 'number' ? { min_number: config.min_number } : {}),
    ...(type === 'edtpa_attachment' && typeof config.max_number === 'number' ? { max_number: config.max_number } : {}),
  };
}

/** Each component's mode for the viewer in the state (spec 1 §4), by component id. */
export function componentModes(
  components: readonly PortfolioComponent[],
  viewer: { role: WorkflowRole; state: WorkflowState; activityStatus?: string | null; returned?: boolean },
): Record<string, ComponentMode> {
  return Object.fromEntries(
    components.map((component) => [
      component.component_id,
      resolveComponentMode({
        role: viewer.role,
        state: viewer.state,
        side: componentSide(component.type),
        permissions: component.permissions,
        activityStatus: viewer.activityStatus,
        returned: viewer.returned,
      }),
    ]),
  );
}

/**
 * The contents a save writes, each parsed by its kind's schema (spec 1 §3), or the errors keyed by component
 * id. A component the portfolio does not have, or one that is not editable for the writer now (read-only or
 * invisible to them), cannot be written: its key says so and nothing is saved.
 */
export function checkContentWrite(
  components: readonly PortfolioComponent[],
  modes: Readonly<Record<string, ComponentMode>>,
  fields: Readonly<Record<string, unknown>>,
): { contents: Record<string, Record<string, unknown>>; errors: Record<string, ContentError> } {
  const byId = new Map(components.map((component) => [component.component_id, component]));
  const contents: Record<string, Record<string, unknown>> = {};
  const errors: Record<string, ContentError> = {};
  for (const [componentId, raw] of Object.entries(fields)) {
    const component = byId.get(componentId);
    if (!component) {
      errors[componentId] = { key: 'portfolios.component_unknown' };
      continue;
    }
    if (modes[componentId] !== 'editable') {
      errors[componentId] = { key: 'portfolios.component_read_only' };
      continue;
    }
    const parsed = COMPONENT_REGISTRY[component.type].contentSchema.safeParse(raw ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue ? zodIssueMessage(issue) : { key: 'system.field_invalid' as MessageKey, params: {} };
      errors[componentId] =
        Object.keys(message.params).length > 0 ? { key: message.key, params: message.params } : { key: message.key };
      continue;
    }
    const content = parsed.data as Record<string, unknown>;
    // An edTPA attachment never takes more files than its max_number (spec 1 §3–4), whatever the client sends.
    const count = component.type === 'edtpa_attachment' ? edtpaCountError(component, content, 'save') : null;
    if (count) {
      errors[componentId] = count;
      continue;
    }
    contents[componentId] = content;
  }
  return { contents, errors };
}

/** Whether any date component the save names holds something that is not a valid date (blocks auto-save). */
export function hasDateError(
  components: readonly PortfolioComponent[],
  fields: Readonly<Record<string, unknown>>,
): boolean {
  return components.some((component) => {
    if (component.type !== 'date_selection' || !(component.component_id in fields)) return false;
    return !COMPONENT_REGISTRY.date_selection.contentSchema.safeParse(fields[component.component_id] ?? {}).success;
  });
}

/**
 * The components a submit checks (spec 1 §5): the interactive ones the submitting viewer fills in now, i.e.
 * editable for them. Static components are laid out by the template and hold no answer.
 */
export function componentsToValidate(
  components: readonly PortfolioComponent[],
  modes: Readonly<Record<string, ComponentMode>>,
): ComponentAnswerConfig[] {
  return components
    .filter((component) => isInteractiveComponentKind(component.type) && modes[component.component_id] === 'editable')
    .map((component) => ({
      component_id: component.component_id,
      type: component.type,
      optional: component.optional,
      ...(component.min_word_count !== undefined ? { min_word_count: component.min_word_count } : {}),
      ...(component.maximum !== undefined ? { maximum: component.maximum } : {}),
      ...(component.min_number !== undefined ? { min_number: component.min_number } : {}),
      ...(component.max_number !== undefined ? { max_number: component.max_number } : {}),
    }));
}
