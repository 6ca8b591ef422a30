import {
  COMPONENT_REGISTRY,
  INITIAL_WORKFLOW_STATE,
  invalidField,
  notFound,
  sanitizeRichContent,
  type createPortfolio,
} from '@tessera/shared';
import { ulid } from 'ulid';
import type { Portfolio } from '../../db/portfolios/portfolios';
import { actorPerson, type UseCase } from '../../lib/http/types';
import type { MemberActivity } from '../../ports/courses';
import {
  getTemplate,
  rememberTemplateCurrent,
  rememberTemplateSnapshot,
  saveTemplateSnapshot,
  templateSnapshotOf,
} from '../../ports/templates';
import { componentsOf, requireViewer } from '../../ports/portfolios';
import { requireOpenActivity, sectionParticipants } from './activity-link';
import { presentPortfolio } from './present';
import { savePortfolio } from './save';

/** Workflows a portfolio may be made from directly, without an activity (spec 1: ePortfolios and forms). */
const DIRECT_WORKFLOWS = new Set(['EportfolioWorkflow', 'FormWorkflow']);

/**
 * POST /api/users/{id}/portfolios (spec 1 §4 "first save is a create", spec 3 §4): the caller makes their
 * own portfolio, from an activity of theirs (`group_id`, `activity_id`: visible, its section open; the
 * section's template, assessors as participants, the member's progress moved to in progress in the same
 * transaction) or directly from a published ePortfolio or form template of their organisation. The work
 * runs the template's snapshot (ADR 0028 §2: its pages, shared, never copied), its default content
 * (data_templates) becomes the first content where it fits its kind; the state starts as created.
 */
export const createPortfolioUseCase: UseCase<typeof createPortfolio> = async ({ path, body }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('portfolios.not_found');
  const organizationId = actor.organisation.organizationId;
  const now = new Date();
  let activity: MemberActivity | null = null;
  if (body.activity_id !== undefined || body.group_id !== undefined) {
    if (body.activity_id === undefined) throw invalidField('activity_id', 'portfolios.not_found');
    if (body.group_id === undefined) throw invalidField('group_id', 'portfolios.not_found');
    activity = await requireOpenActivity(actor, body.group_id, body.activity_id, now.toISOString().slice(0, 10));
  } else if (body.template_id === undefined) {
    throw invalidField('template_id', 'portfolios.template_unusable');
  }
  const [template, participants] = await Promise.all([
    getTemplate(organizationId, activity ? activity.templateId : (body.template_id as string)),
    activity ? sectionParticipants(organizationId, activity.groupId) : [],
  ]);
  const usable = activity
    ? template !== null
    : template?.state === 'published' && DIRECT_WORKFLOWS.has(template.workflowId);
  if (!template || !usable) throw invalidField('template_id', 'portfolios.template_unusable');
  const title = (body.title ?? '').trim() || activity?.title || template.title;
  // The work runs the template's snapshot (ADR 0028 §2), written with the template when its content changed;
  // a template not saved since snapshots existed gets it now.
  const snapshot = templateSnapshotOf(template);
  if (template.snapshotId !== snapshot.snapshotId) await saveTemplateSnapshot(snapshot);
  else rememberTemplateSnapshot(snapshot);
  rememberTemplateCurrent({ ...template, snapshotId: snapshot.snapshotId });
  const pages = snapshot.pages;
  const content: Portfolio['content'] = {};
  for (const component of componentsOf(pages)) {
    const initial = template.dataTemplates[component.component_id];
    if (initial === undefined) continue;
    const parsed = COMPONENT_REGISTRY[component.type].contentSchema.safeParse(initial);
    // Rich text as the allow-list, whenever the template stored it (ADR 0023, amended by issue 21).
    if (parsed.success)
      content[component.component_id] = sanitizeRichContent(component.type, parsed.data as Record<string, unknown>);
  }
  const portfolio: Portfolio = {
    organizationId,
    portfolioId: ulid(now.getTime()),
    owner: actorPerson(actor),
    type: 'portfolio',
    templateId: template.templateId,
    templateTitle: template.title,
    snapshotId: snapshot.snapshotId,
    nodeId: template.nodeId,
    workflowId: template.workflowId,
    title,
    abstractText: template.abstract,
    coverUrl: '',
    coverAttachmentId: null,
    coverAlternativeText: '',
    isUserAltText: false,
    evidenceDate: null,
    displayOnTimeline: template.settings.display_on_timeline,
    timelineOrderAt: now.toISOString(),
    displayAssessmentPanel: template.settings.display_assessment_panel,
    isShowNamesToSubmitters: template.settings.is_show_names_to_submitters ?? false,
    rolesAllowedMoveToDone: template.rolesAllowedMoveToDone,
    pages,
    content,
    state: INITIAL_WORKFLOW_STATE,
    participants,
    revisions: [],
    submittedAt: null,
    assessDoneAt: null,
    groupId: activity?.groupId ?? null,
    activityId: activity?.activityId ?? null,
    groupTitle: activity?.section.title ?? null,
    activityStatus: activity?.section.status ?? null,
    scoreSync: activity?.section.scoreSync ?? null,
    linkedToLms: false,
    trashedAt: null,
    version: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await savePortfolio(actor, { current: null, next: portfolio });
  return presentPortfolio(actor, portfolio, await requireViewer(actor, portfolio));
};
