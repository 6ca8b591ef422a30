import {
  applyWorkflowAction,
  checkContentWrite,
  collaborativeAssessmentVisibility,
  componentsToValidate,
  conflict,
  forbidden,
  hasDateError,
  invalid,
  isAssessmentKind,
  isAssessingRole,
  isAutoSaveEligible,
  validateComponentAnswers,
  type AssessmentVisibilityEntry,
  type WorkflowAction,
  type WorkflowRole,
} from '@tessera/shared';
import type { Portfolio, PortfolioRevision, PortfolioRevisionSummary } from '../../db/portfolios/portfolios';
import { actedByOf, actorPerson, type Actor } from '../../lib/http/types';
import { requireTitleChange, withAssessment, workflowView, type Viewer } from '../../ports/portfolios';
import { sanitizeAnswerContents } from './rich-text-answers';

/**
 * The workflow engine on the server (spec 1 §4–6): one change asked of a portfolio — content written, an
 * action taken — checked against the viewer's modes, permissions and the workflow, and the portfolio after
 * it, with the revision a submit freezes. Nothing is written here: the caller saves the result in one
 * transaction.
 */
export interface Change {
  action: WorkflowAction;
  fields?: Readonly<Record<string, unknown>>;
  autoSave?: boolean;
  title?: string;
  /** assessments_visibility sent with a collaborative submit (spec 1 §4). */
  visibility?: readonly AssessmentVisibilityEntry[];
  /**
   * The acting assessor's own assessment of the latest revision, by component id: where the assessment
   * components' content lives (ADR 0020), so an assessor's Submit checks its required ones there.
   */
  assessmentContents?: Readonly<Record<string, object>>;
}

/** The assessor's own assessment contents as answers to check (each copied into a plain record). */
const assessmentAnswers = (contents: Change['assessmentContents']): Record<string, Record<string, unknown>> =>
  Object.fromEntries(Object.entries(contents ?? {}).map(([id, entry]) => [id, { ...entry }]));

export interface Outcome {
  next: Portfolio;
  revision?: PortfolioRevision;
}

/**
 * The latest revision's assessments with `visible` as a collaborative submit sets it (spec 1 §4, shared's
 * collaborativeAssessmentVisibility): a coordinator assessor's is computed (their own and the primary), any
 * other assessor's is what they ticked, and the primary assessment is always visible. A choice naming no
 * assessment of the revision is refused by its place in the list; nothing is written.
 */
export function withVisibility(
  revisions: PortfolioRevisionSummary[],
  actor: Actor,
  role: WorkflowRole,
  sent: readonly AssessmentVisibilityEntry[] = [],
): PortfolioRevisionSummary[] {
  const latest = revisions[revisions.length - 1];
  if (!latest) return revisions;
  const known = new Set(latest.assessments.map((assessment) => assessment.userId));
  const unknown = Object.fromEntries(
    sent
      .map((entry, index) => [index, entry] as const)
      .filter(([, entry]) => !known.has(entry.id) || entry.assessor_id !== entry.id)
      .map(([index]) => [`assessments_visibility.${index}`, 'portfolios.visibility_unknown' as const]),
  );
  if (Object.keys(unknown).length > 0) throw invalid('portfolios.content_invalid', { fields: unknown });
  const entries = collaborativeAssessmentVisibility({
    role,
    assessorId: actor.userId,
    assessments: latest.assessments.map((a) => ({ id: a.userId, assessorId: a.userId, isPrimary: a.isPrimary })),
    chosen: Object.fromEntries(sent.map((entry) => [entry.id, entry.value])),
  });
  const visible = new Map(entries.map((entry) => [entry.id, entry.value]));
  const assessments = latest.assessments.map((a) => ({ ...a, visible: visible.get(a.userId) === true }));
  return [...revisions.slice(0, -1), { ...latest, assessments }];
}

export function applyChange(actor: Actor, portfolio: Portfolio, viewer: Viewer, change: Change, now: Date): Outcome {
  const view = workflowView(portfolio, viewer);
  if (portfolio.activityStatus === 'closed') throw forbidden('workflows.action_not_allowed');
  const fields = change.fields ?? {};

  if (change.autoSave) {
    // Spec 1 §4: auto-save only in its three cases, and a date error blocks it.
    if (change.action !== 'save_as_draft') throw conflict('portfolios.autosave_not_allowed');
    if (hasDateError(view.components, fields)) {
      const { errors } = checkContentWrite(view.components, view.modes, fields);
      throw invalid('components.date.invalid', { fields: errors });
    }
    const eligible =
      viewer.viewAs !== 'admin' &&
      isAutoSaveEligible({
        roles: actor.roles,
        workflowId: portfolio.workflowId,
        state: portfolio.state,
        permissions: view.permissions,
      });
    if (!eligible) throw conflict('portfolios.autosave_not_allowed');
  }

  // Assessment components' content is each assessor's own (ADR 0020): written through the assessment PUT only.
  const assessmentFields = Object.fromEntries(
    view.components
      .filter((component) => isAssessmentKind(component.type) && component.component_id in fields)
      .map((component) => [component.component_id, 'portfolios.assessment.written_apart' as const]),
  );
  if (Object.keys(assessmentFields).length > 0)
    throw invalid('portfolios.content_invalid', { fields: assessmentFields });

  const { contents: parsed, errors } = checkContentWrite(view.components, view.modes, fields);
  if (Object.keys(errors).length > 0) throw invalid('portfolios.content_invalid', { fields: errors });
  // Rich-text answers are stored as the allow-list's HTML only (docs/adr/0023-rich-text-answers.md).
  const contents = sanitizeAnswerContents(view.components, parsed);

  const nextState = applyWorkflowAction(view.context, change.action);
  const content = { ...portfolio.content, ...contents };
  const assessor = isAssessingRole(viewer.role);
  const stamp = now.toISOString();
  // A collaborative submit (spec 1 §4): an assessor's Submit to done or Request Revision (not Undo of done work).
  const collaborative =
    assessor &&
    viewer.viewAs !== 'admin' &&
    (change.action === 'advance' || (change.action === 'push_back' && portfolio.state === 'in_assessment'));
  if (change.visibility !== undefined && !collaborative) {
    throw invalid('portfolios.content_invalid', {
      fields: { assessments_visibility: 'portfolios.visibility_not_allowed' },
    });
  }

  if (change.action === 'advance') {
    // Spec 1 §5: a submit checks what the submitter (or, to done, the assessor) fills in; 400 keyed by component.
    // An assessor's required rubric, score or feedback is checked in their assessment, not in the portfolio.
    const checked = assessor ? { ...content, ...assessmentAnswers(change.assessmentContents) } : content;
    const answerErrors = validateComponentAnswers(componentsToValidate(view.components, view.modes), checked);
    const found = Object.keys(answerErrors).length;
    if (found > 0) throw invalid('portfolios.submit_invalid', { params: { found }, fields: answerErrors });
  }

  const title =
    viewer.isOwner && change.title !== undefined && change.title.trim() !== '' ? change.title.trim() : portfolio.title;
  // What assessors know the work by is fixed once submitted (ADR 0018 "Submitted work is kept").
  requireTitleChange(portfolio, title);
  let next: Portfolio = {
    ...portfolio,
    title,
    content,
    state: nextState,
    version: portfolio.version + 1,
    updatedAt: stamp,
  };
  let revision: PortfolioRevision | undefined;

  if (change.action === 'advance' && !assessor) {
    const number = (portfolio.revisions[portfolio.revisions.length - 1]?.revision ?? 0) + 1;
    revision = {
      organizationId: portfolio.organizationId,
      portfolioId: portfolio.portfolioId,
      revision: number,
      title: next.title,
      // The snapshot and the submit's id are set where it is stored (save.ts, portfolio-changes.ts).
      templateId: portfolio.templateId,
      snapshotId: portfolio.snapshotId,
      writeId: null,
      pages: portfolio.pages,
      content,
      submittedAt: stamp,
      submittedBy: actorPerson(actor),
      actedBy: actedByOf(actor),
      portfolioVersion: next.version,
    };
    next = {
      ...next,
      submittedAt: stamp,
      assessDoneAt: null,
      revisions: [
        ...portfolio.revisions,
        { revision: number, submittedAt: stamp, submittedBy: actorPerson(actor), assessments: [] },
      ],
    };
  } else if (assessor && viewer.viewAs !== 'admin' && portfolio.revisions.length > 0) {
    // An assessor acting on the work starts (or continues) their assessment of the latest revision.
    const assessed = withAssessment(portfolio.revisions, actor, viewer.role, stamp, (assessment) => ({
      ...assessment,
      assessAt: stamp,
      done: change.action === 'mark_as_done' ? !assessment.done : assessment.done,
    }));
    const revisions = collaborative ? withVisibility(assessed, actor, viewer.role, change.visibility) : assessed;
    next = { ...next, revisions };
    if (change.action === 'advance') next = { ...next, assessDoneAt: stamp };
    if (change.action === 'push_back' && portfolio.state === 'done') next = { ...next, assessDoneAt: null };
  }
  return revision ? { next, revision } : { next };
}
