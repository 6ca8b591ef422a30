import {
  conflict,
  forbidden,
  hasNodeAuthority,
  notFound,
  type DomainError,
  type TemplateAuthority,
} from '@tessera/shared';
import { getTemplate, type Template } from '../../db/templates/templates';
import type { Actor } from '../../lib/http/types';
import { administers, loadNodeScope, type NodeScope, type OrganisationNode } from '../../ports/hierarchy';

// The node authority rules are the hierarchy port's, shared by every context that hangs things on nodes.
export { administers, loadNodeScope as loadScope, requireAdministeredNode } from '../../ports/hierarchy';
export type TemplateScope = NodeScope;

/**
 * Who may see and change which template (spec 2 §2, §6), from the organisation's tree (one Query, through the
 * hierarchy's port), as for rubrics (ADR 0015):
 * - node authority over a node (the caller administers it or a node above it, or is a root admin) lets an
 *   admin manage the templates on it;
 * - an unpublished template is seen only by admins with node authority over its node (or over the node a
 *   transfer waits on); a published one by everyone in the organisation (the work made from it shows it).
 *   Unseen templates, and other organisations' ones, are 404; a seen one the caller may not change is 403.
 */
/** Whether `node` reaches what hangs on `ownerNodeId`: it is that node or lies beneath it. */
export const reaches = (node: OrganisationNode, ownerNodeId: string): boolean => node.path.includes(ownerNodeId);

export function authorityOver(
  scope: TemplateScope,
  template: Pick<Template, 'nodeId' | 'transfer'>,
): TemplateAuthority {
  return {
    home: administers(scope, template.nodeId),
    target: administers(scope, template.transfer?.toNodeId),
    anywhere: scope.nodes.some((node) => hasNodeAuthority(node.path, scope.permitted)),
  };
}

export function canSee(scope: TemplateScope, template: Pick<Template, 'nodeId' | 'transfer' | 'state'>): boolean {
  if (template.state === 'published') return true;
  const authority = authorityOver(scope, template);
  return authority.home || authority.target;
}

/** The template and the caller's scope, read in parallel (2 round trips after actor resolution), or 404. */
export async function requireTemplate(
  actor: Actor,
  templateId: string,
): Promise<{ scope: TemplateScope; template: Template }> {
  const [scope, template] = await Promise.all([
    loadNodeScope(actor),
    getTemplate(actor.organisation.organizationId, templateId),
  ]);
  if (!template || !canSee(scope, template)) throw notFound();
  return { scope, template };
}

export type TemplateChange = 'save' | 'publish' | 'unpublish' | 'delete' | 'move' | 'transfer';

/**
 * Why the caller may not make `change` to the template as it is, or null: without node authority, 403; a
 * transferred template is view-only; publish needs an unpublished one, unpublish a published one; delete
 * neither published nor used; last, a version older than the template's is a stale change.
 */
export function refusalOf(
  scope: TemplateScope,
  template: Template,
  change: TemplateChange,
  version: number = template.version,
): DomainError | null {
  if (!administers(scope, template.nodeId)) return forbidden('templates.no_authority');
  if (template.transfer) return conflict('templates.transferred');
  if (change === 'publish' && template.state === 'published') return conflict('templates.wrong_state');
  if (change === 'unpublish' && template.state !== 'published') return conflict('templates.wrong_state');
  if (change === 'delete' && template.state === 'published') return conflict('templates.delete.published');
  if (change === 'delete' && template.usageCount > 0) return conflict('templates.delete.in_use');
  if (template.version !== version) return conflict('templates.stale');
  return null;
}

export function requireChange(scope: TemplateScope, template: Template, change: TemplateChange, version?: number) {
  const refusal = refusalOf(scope, template, change, version);
  if (refusal) throw refusal;
}

/** Why a write whose condition failed did not happen: read again (consistently) and judged; else stale. */
export async function explainRefusedWrite(
  scope: TemplateScope,
  template: Template,
  change: TemplateChange,
  version: number,
): Promise<never> {
  const now = await getTemplate(template.organizationId, template.templateId, { consistent: true });
  if (!now) throw notFound();
  throw refusalOf(scope, now, change, version) ?? conflict('templates.stale');
}
