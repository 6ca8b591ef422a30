/**
 * The portfolios context's published interface (ADR 0013, 0018): the one rule of who the caller is on a
 * portfolio and what the workflow lets them do there, which the assessments context reads its portfolio by
 * and the portfolios context's own use cases ask (as hierarchy's port holds node authority); the revision
 * summary's record of assessors; the parts the assessments context joins to its reads and writes; what the
 * reports read. Lint forbids reaching into `db/portfolios` or `http/portfolios` from elsewhere.
 *
 * - `requirePortfolio`, `admitPortfolio`, `requireViewer`, `ownerViewer`, `workflowRolesOf`: the portfolio and
 *   the caller on it, or 404 (below).
 * - `workflowView`, `componentsOf`, `visibleContent`, `revisionNumber`: what the workflow decides for a viewer.
 * - `isKeptWork`, `requireTrashable`, `requireTitleChange`: submitted work is kept for its assessors.
 * - `becomesPrimary`, `withAssessment`: an assessor recorded on the latest revision's summary.
 * - `pagesOf(head)`: the pages of a portfolio's or revision's head (its snapshot's, cached).
 * - `getPortfolio`, `getPortfolioRevision`: a portfolio or revision assembled from its head, its fields (large
 *   ones from S3) and its template snapshot's pages (ADR 0028 §1, §2).
 * - `portfolioRevisionReads(orgId, portfolioId, revision)`: the portfolio's and the revision's heads as read parts
 *   of one TransactGetItems (the assessments context adds its assessment's); `completePortfolioRevision` then
 *   reads their fields and pages.
 * - `portfolioSummaryChange(current, next)`: the portfolio's write parts (`portfolio`, `row`) when an assessor's
 *   first save records their assessment on the summary.
 * - `getReportedPortfolios(orgId, ids)`: the reports' read of portfolios' assessment state (one BatchGetItem,
 *   the pages from the cached snapshots).
 * - `getListedPortfolios(orgId, ids)`: portfolios as a list of work shows them (the awaiting-assessment list):
 *   heads and pages, without their fields' content.
 */
import {
  canWithdrawSubmission,
  componentModes,
  conflict,
  isSubmittedWork,
  isSupervisingRole,
  isWorkflowRole,
  notFound,
  ownerWorkflowRole,
  portfolioComponent,
  portfolioPermissions,
  SUBMITTING_ROLES,
  titleChangeRefusal,
  trashRefusal,
  viewingWorkflowRole,
  type ComponentMode,
  type PortfolioComponent,
  type PortfolioPermissions,
  type ViewAs,
  type WorkflowActionContext,
  type WorkflowRole,
} from '@tessera/shared';
import {
  getPortfolioFields,
  getPortfolioHeads,
  getPortfolioParts,
  getPortfolioRevisionParts,
  getReportedPortfolioHeads,
  getRevisionFields,
  type Portfolio,
  type PortfolioAssessment,
  type PortfolioHead,
  type PortfolioParts,
  type PortfolioRevision,
  type PortfolioRevisionHead,
  type PortfolioRevisionSummary,
  type ReportedPortfolioHead,
  type StoredValue,
} from '../db/portfolios/portfolios';
import { actorPerson, type Actor } from '../lib/http/types';
import { sectionStatus, sectionWorkflowRoles } from './courses';
import { administers, loadNodeScope } from './hierarchy';
import { readTemplateSnapshot } from './templates';

export type {
  Portfolio,
  PortfolioAssessment,
  PortfolioHead,
  PortfolioPerson,
  PortfolioRevision,
  PortfolioRevisionHead,
  PortfolioRevisionSummary,
} from '../db/portfolios/portfolios';
export { portfolioRevisionReads } from '../db/portfolios/portfolios';
export { portfolioSummaryChange, portfolioUnchanged } from '../db/portfolios/portfolio-changes';

/**
 * The pages a head runs (ADR 0028 §2): its template snapshot's, from the container's cache or one read; a
 * head of the old shape carries its own.
 */
export async function pagesOf(head: {
  organizationId: string;
  templateId: string | null;
  snapshotId: string | null;
  pages?: Portfolio['pages'];
}): Promise<Portfolio['pages']> {
  if (head.snapshotId === null) return head.pages ?? [];
  const snapshot = await readTemplateSnapshot(head.organizationId, head.templateId, head.snapshotId);
  if (!snapshot) throw new Error(`template snapshot ${head.snapshotId} is missing`);
  return snapshot.pages;
}

/** The content of stored fields: values kept in the item as they are, large ones read from S3 in parallel. */
async function contentOf(
  legacy: Portfolio['content'] | undefined,
  fields: Readonly<Record<string, StoredValue>>,
): Promise<Portfolio['content']> {
  const entries = await Promise.all(
    Object.entries(fields).map(async ([componentId, stored]) => {
      if (stored.object === null) return [componentId, stored.value ?? {}] as const;
      // Only answers over 32 KB are in S3: the bucket's adapter loads on that rare path.
      const { readObject } = await import('../adapters/object-storage');
      const bytes = await readObject(stored.object.key);
      return [componentId, JSON.parse(Buffer.from(bytes).toString('utf8')) as Record<string, unknown>] as const;
    }),
  );
  return { ...(legacy ?? {}), ...Object.fromEntries(entries) };
}

/** A portfolio from its head and fields, with its snapshot's pages. */
export async function assemblePortfolio({ head, fields, uncommitted }: PortfolioParts): Promise<Portfolio> {
  const [pages, content] = await Promise.all([pagesOf(head), contentOf(head.content, fields)]);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the old shape's copies are replaced by what was read
  const { pages: legacyPages, content: legacyContent, ...rest } = head;
  return { ...rest, pages, content, ...(uncommitted ? { uncommitted } : {}) };
}

/**
 * Access pattern "portfolio by id" (docs/data-model.md, ADR 0028 §1): its head and fields in one round trip,
 * its pages from the snapshot (cached per container), large values from S3. Null when there is none.
 */
export async function getPortfolio(
  organizationId: string,
  portfolioId: string,
  options: { consistent?: boolean } = {},
): Promise<Portfolio | null> {
  const parts = await getPortfolioParts(organizationId, portfolioId, options);
  return parts ? assemblePortfolio(parts) : null;
}

async function assembleRevision(
  head: PortfolioRevisionHead,
  fields: Readonly<Record<string, StoredValue>>,
): Promise<PortfolioRevision> {
  const [pages, content] = await Promise.all([pagesOf(head), contentOf(head.content, fields)]);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the old shape's copies are replaced by what was read
  const { pages: legacyPages, content: legacyContent, ...rest } = head;
  return { ...rest, pages, content };
}

/** Access pattern "revision by number": its head and fields in one round trip, its pages from the snapshot. */
export async function getPortfolioRevision(
  organizationId: string,
  portfolioId: string,
  revision: number,
): Promise<PortfolioRevision | null> {
  const parts = await getPortfolioRevisionParts(organizationId, portfolioId, revision);
  return parts ? assembleRevision(parts.head, parts.fields) : null;
}

/**
 * The portfolio and revision whose heads one TransactGetItems read (portfolioRevisionReads): their fields
 * and pages, read side by side (one more round trip; snapshots mostly from the cache).
 */
export async function completePortfolioRevision(
  portfolioHead: PortfolioHead,
  revisionHead: PortfolioRevisionHead,
): Promise<{ portfolio: Portfolio; revision: PortfolioRevision }> {
  const { organizationId, portfolioId } = portfolioHead;
  const [portfolioFields, revisionFields] = await Promise.all([
    getPortfolioFields(organizationId, portfolioId, portfolioHead.version),
    getRevisionFields(organizationId, portfolioId, revisionHead.revision, revisionHead.writeId),
  ]);
  // The head of the transaction's snapshot is the one the caller conditions its writes on.
  const [portfolio, revision] = await Promise.all([
    assemblePortfolio({ head: portfolioHead, fields: portfolioFields }),
    assembleRevision(revisionHead, revisionFields),
  ]);
  return { portfolio, revision };
}

/** What the reports read of a portfolio: its state, pages (the components it was judged by) and revision summaries. */
export type ReportedPortfolio = Pick<Portfolio, 'portfolioId' | 'state' | 'pages' | 'revisions'>;

/**
 * Access pattern "portfolios' assessment state by ids" (issue 13 reports): one BatchGetItem of the heads
 * (db/portfolios getReportedPortfolioHeads), then each distinct snapshot's pages (cached: a section's
 * portfolios of one activity share one).
 */
export async function getReportedPortfolios(
  organizationId: string,
  portfolioIds: readonly string[],
): Promise<ReportedPortfolio[]> {
  const heads = await getReportedPortfolioHeads(organizationId, portfolioIds);
  return Promise.all(
    heads.map(async (head: ReportedPortfolioHead) => ({
      portfolioId: head.portfolioId,
      state: head.state,
      revisions: head.revisions,
      pages: await pagesOf({ ...head, organizationId }),
    })),
  );
}

/**
 * Access pattern "portfolios to list by ids" (the courses' awaiting-assessment list, ADR 0028 §3): one
 * BatchGetItem of the heads, then each distinct snapshot's pages (cached). Their fields are not read: `content`
 * is empty (an old-shape head's own, if any), so these are for the rules that judge who sees what of the work
 * (the assessments' visibility rule), never for showing its content. Missing ones are left out.
 */
export async function getListedPortfolios(
  organizationId: string,
  portfolioIds: readonly string[],
): Promise<Portfolio[]> {
  const heads = await getPortfolioHeads(organizationId, portfolioIds);
  return Promise.all(heads.map((head) => assemblePortfolio({ head, fields: {} })));
}

/**
 * Who the caller is on one portfolio (spec 1 §3 workflow, §6 roles): the workflow roles they hold there (the
 * owner's by workflow, a participant's as recorded), the one the portfolio is shown with, and the view. An
 * admin of the portfolio's node may open it in the admin view (`action_as=admin`, spec 1 §6). Anyone else —
 * another user, another organisation — is answered 404, as if it did not exist.
 */
export interface Viewer {
  userId: string;
  roles: WorkflowRole[];
  role: WorkflowRole;
  viewAs: ViewAs;
  isOwner: boolean;
}

const ADMIN_VIEW = 'admin';

/**
 * The portfolio named by the path: owned by `ownerId` in the caller's organisation, or 404. `null` for the
 * paths that name no owner (`/api/portfolios/{id}/...`): who may read it is then the viewer rule alone.
 */
export async function requirePortfolio(
  actor: Actor,
  ownerId: string | null,
  portfolioId: string,
  options: { consistent?: boolean; trashed?: boolean } = {},
): Promise<Portfolio> {
  const portfolio = await getPortfolio(actor.organisation.organizationId, portfolioId, options);
  return admitPortfolio(ownerId, portfolio, options);
}

/**
 * requirePortfolio for a portfolio already read (with other items in one round trip): owned by `ownerId`,
 * not trashed, with its section's status now; else 404.
 */
export async function admitPortfolio(
  ownerId: string | null,
  portfolio: Portfolio | null,
  options: { trashed?: boolean } = {},
): Promise<Portfolio> {
  if (!portfolio || (ownerId !== null && portfolio.owner.userId !== ownerId)) throw notFound('portfolios.not_found');
  // A trashed portfolio is out of everyone's way until its owner restores it, unless it was submitted: work
  // with a revision stays readable by its assessors and admins whatever its owner does (ADR 0018 "Submitted
  // work is kept"; such work can no longer be trashed, this keeps what was trashed before that rule).
  if (portfolio.trashedAt !== null && !options.trashed && !isKeptWork(portfolio))
    throw notFound('portfolios.not_found');
  if (portfolio.groupId === null) return portfolio;
  // The section's status now, not the one copied at creation: closing a section makes its work read-only
  // (spec 1 §4) without rewriting every portfolio made in it. One GetItem.
  const status = await sectionStatus(portfolio.organizationId, portfolio.groupId);
  return status && status !== portfolio.activityStatus ? { ...portfolio, activityStatus: status } : portfolio;
}

/**
 * The workflow roles `userId` holds on the portfolio. A portfolio made directly has the participants recorded
 * on it. One made from an activity asks its section (courses' sectionWorkflowRoles, two GetItems): an assessor
 * added to the section after the portfolio was created sees it, one removed no longer does. A fellow member's
 * submitter role is not a role on someone else's work, so only the assessing roles count for others.
 */
export async function workflowRolesOf(portfolio: Portfolio, userId: string): Promise<WorkflowRole[]> {
  const roles: WorkflowRole[] = [];
  const isOwner = portfolio.owner.userId === userId;
  if (isOwner) roles.push(ownerWorkflowRole(portfolio.workflowId));
  if (portfolio.groupId === null) {
    for (const participant of portfolio.participants) if (participant.userId === userId) roles.push(participant.role);
  } else if (!isOwner) {
    const sectionRoles = await sectionWorkflowRoles(portfolio.organizationId, portfolio.groupId, userId);
    roles.push(...sectionRoles.filter((role) => !SUBMITTING_ROLES.includes(role)));
  }
  return [...new Set(roles)];
}

/**
 * Who reads work never submitted (docs/adr/0020-assessments.md "Who sees what of an assessment"): the faculty
 * who will assess it (supervisors, coordinators, mentors) may read the draft, read-only, to follow it; a peer
 * assessor — a fellow student — reads a classmate's work only once it has been submitted, never a draft they
 * could copy. Their role counts from the first submission on.
 */
function draftReaders(portfolio: Portfolio, roles: WorkflowRole[]): WorkflowRole[] {
  return portfolio.revisions.length > 0 ? roles : roles.filter((role) => role !== 'peer_assessor');
}

/**
 * The caller as a viewer of the portfolio, or 404. `actionAs` picks one of their roles (an unknown or
 * unheld one is ignored: the usual role is used), or asks for the admin view, which needs node authority
 * over the portfolio's node (the hierarchy's rule, one read of the tree).
 */
export async function requireViewer(actor: Actor, portfolio: Portfolio, actionAs?: string): Promise<Viewer> {
  const roles = draftReaders(portfolio, await workflowRolesOf(portfolio, actor.userId));
  const isOwner = portfolio.owner.userId === actor.userId;
  if (actionAs === ADMIN_VIEW && actor.roles.some((role) => role === 'admin' || role === 'root_admin')) {
    const scope = await loadNodeScope(actor);
    if (administers(scope, portfolio.nodeId)) {
      return {
        userId: actor.userId,
        roles,
        role: viewingWorkflowRole('admin', roles) as WorkflowRole,
        viewAs: 'admin',
        isOwner,
      };
    }
  }
  if (roles.length === 0) throw notFound('portfolios.not_found');
  const chosen = actionAs && isWorkflowRole(actionAs) && roles.includes(actionAs) ? actionAs : undefined;
  const viewAs: ViewAs = isOwner ? 'owner' : 'self';
  const role = chosen ?? (viewingWorkflowRole(viewAs, roles) as WorkflowRole);
  return { userId: actor.userId, roles, role, viewAs, isOwner };
}

/** The portfolio's owner as a viewer of it (for what is written to them: a notification), without a read. */
export function ownerViewer(portfolio: Portfolio): Viewer {
  const role = ownerWorkflowRole(portfolio.workflowId);
  return { userId: portfolio.owner.userId, roles: [role], role, viewAs: 'owner', isOwner: true };
}

/** The portfolio's components in page order, as the rules read them. */
export function componentsOf(pages: Portfolio['pages']): PortfolioComponent[] {
  return pages.flatMap((page) =>
    page.components.map(portfolioComponent).filter((component): component is PortfolioComponent => component !== null),
  );
}

export interface WorkflowView {
  components: PortfolioComponent[];
  modes: Record<string, ComponentMode>;
  permissions: PortfolioPermissions;
  canWithdraw: boolean;
  /** The caller's assessment of the latest revision has Mark-as-done set. */
  assessDone: boolean;
  context: WorkflowActionContext;
}

/** Everything the engine decides for this viewer now: modes, permissions, can_withdraw, the action context. */
export function workflowView(portfolio: Portfolio, viewer: Viewer): WorkflowView {
  const components = componentsOf(portfolio.pages);
  const latest = portfolio.revisions[portfolio.revisions.length - 1];
  const modes = componentModes(components, {
    role: viewer.role,
    state: portfolio.state,
    activityStatus: portfolio.activityStatus,
    // In preparation after a submission: an assessor requested a revision (the author reads the feedback).
    returned: portfolio.state === 'in_preparation' && latest !== undefined,
  });
  const permissions = portfolioPermissions({
    role: viewer.role,
    state: portfolio.state,
    viewAs: viewer.viewAs,
    activityStatus: portfolio.activityStatus,
    hasRevision: latest !== undefined,
    displayAssessmentPanel: portfolio.displayAssessmentPanel,
    componentModes: Object.values(modes),
  });
  const canWithdraw = canWithdrawSubmission({
    workflowId: portfolio.workflowId,
    state: portfolio.state,
    role: viewer.role,
    assessmentStarted: (latest?.assessments.length ?? 0) > 0,
  });
  const assessDone = latest?.assessments.some((a) => a.userId === viewer.userId && a.done) ?? false;
  return {
    components,
    modes,
    permissions,
    canWithdraw,
    assessDone,
    context: {
      workflowId: portfolio.workflowId,
      state: portfolio.state,
      role: viewer.role,
      viewAs: viewer.viewAs,
      canWithdraw,
      permissions,
      rolesAllowedMoveToDone: portfolio.rolesAllowedMoveToDone,
      assessDone,
      isOwner: viewer.isOwner,
      scoreSync: portfolio.scoreSync,
      linkedToLms: portfolio.linkedToLms,
    },
  };
}

/** Content the viewer may see: invisible components are left out. */
export function visibleContent(
  portfolio: Pick<Portfolio, 'content'>,
  modes: Readonly<Record<string, ComponentMode>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(portfolio.content).filter(([id]) => modes[id] !== undefined && modes[id] !== 'invisible'),
  );
}

/** A revision number from a path segment; anything that cannot name a revision is 404. */
export function revisionNumber(segment: string): number {
  const number = Number(segment);
  if (!/^[1-9]\d{0,5}$/.test(segment) || !Number.isSafeInteger(number)) throw notFound('portfolios.not_found');
  return number;
}

/**
 * Submitted work is kept for its assessors (issue 21 defect 5, ADR 0018 "Submitted work is kept"): the one
 * place the portfolio's use cases ask shared's rule. Both refusals are 409 and change nothing.
 */
const keptWorkInput = (portfolio: Portfolio) => ({
  workflowId: portfolio.workflowId,
  revisionCount: portfolio.revisions.length,
  activityStatus: portfolio.activityStatus,
});

/** Work submitted for assessment: kept where its assessors and admins read it, trashed or not. */
export const isKeptWork = (portfolio: Portfolio): boolean => isSubmittedWork(keptWorkInput(portfolio));

/** The owner may trash only work that was never submitted. */
export function requireTrashable(portfolio: Portfolio): void {
  const refusal = trashRefusal(keptWorkInput(portfolio));
  if (refusal) throw conflict(refusal, { params: { title: portfolio.title } });
}

/**
 * A new title (trimmed, not blank) only while the work was never submitted and its section is not closed;
 * the same title again is no change. Refused on the title field.
 */
export function requireTitleChange(portfolio: Portfolio, title: string): void {
  if (title === portfolio.title) return;
  const refusal = titleChangeRefusal(keptWorkInput(portfolio));
  if (refusal) throw conflict(refusal, { fields: { title: refusal } });
}

/**
 * Whether an assessor who begins assessing the revision now, acting in `role`, holds its primary assessment
 * (spec 1 §4 "the primary supervisor assessor is always checked"): primacy goes with the supervising role
 * (shared's SUPERVISING_ROLES: a section's owner, an assigned supervisor assessor, an internship's supervisor),
 * never to a peer, mentor or coordinator assessor whoever began first; one per revision — among several holders
 * of the supervising role (two owners of a section) the one who began first keeps it. Every entry is added
 * under the portfolio's version condition, so assessors beginning at once are serialised and exactly one is
 * primary.
 */
export function becomesPrimary(latest: PortfolioRevisionSummary, role: WorkflowRole): boolean {
  return isSupervisingRole(role) && !latest.assessments.some((assessment) => assessment.isPrimary);
}

/** The caller's assessment of the latest revision, created (acting in `role`) when they first act on it. */
export function withAssessment(
  revisions: PortfolioRevisionSummary[],
  actor: Actor,
  role: WorkflowRole,
  now: string,
  change: (assessment: PortfolioAssessment) => PortfolioAssessment = (a) => a,
): PortfolioRevisionSummary[] {
  const latest = revisions[revisions.length - 1];
  if (!latest) return revisions;
  const existing = latest.assessments.find((a) => a.userId === actor.userId);
  const assessment = change(
    existing ?? { ...actorPerson(actor), assessAt: now, isPrimary: becomesPrimary(latest, role), done: false },
  );
  const assessments = existing
    ? latest.assessments.map((a) => (a.userId === actor.userId ? assessment : a))
    : [...latest.assessments, assessment];
  return [...revisions.slice(0, -1), { ...latest, assessments }];
}
