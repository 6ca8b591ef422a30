/**
 * The courses context's published interface (ADR 0013, 0017): what the portfolios context (and the jobs)
 * need of sections and activities. Lint forbids reaching into `db/courses` or `http/courses` from elsewhere.
 *
 * - `findMemberActivity(orgId, { userId, groupId, activityId })`: the activity `activityId` (as the API names
 *   it, `<groupId>.<planId>`) of section `groupId`, when `userId` is a member (role member) of that section;
 *   undefined otherwise (no such section, activity or membership: answer 404). It carries its plan, template
 *   (the section owner's choice when made), the three dates (YYYY-MM-DD), the section (status open/closed:
 *   closed sections take no submissions; `scoreSync` is 'none' while sections have no LMS link, which
 *   arrives with the integrations issue) and the member's progress (status and portfolio). Two GetItems in
 *   parallel and one more for the progress row.
 * - `sectionWorkflowRoles(orgId, groupId, userId)`: the workflow roles the user plays on the section's
 *   activities (spec 1 §6; shared's section-members mapping): an owner is supervisor (the faculty owner), a
 *   coordinator coordinator_assessors, a mentor mentor_assessors, a peer assessor peer_assessor, a member
 *   submitter. Empty when the user is not in the section (or the section is another organisation's).
 * - `sectionStatus(orgId, groupId)`: the section's status now (open/closed), undefined when it is gone; a
 *   portfolio made from one of its activities is read-only once it closes. One GetItem.
 * - `sectionAssessors(orgId, groupId)`: the user ids of each assessing role in the section (owners as
 *   supervisor, and the memberships' roles), for notifications. One GetItem and one Query.
 * - `progressStatusChange(orgId, { groupId, activityId, userId, status, portfolioId, expected })`: the named
 *   write parts (`progress`, and `progressCounts` when the status moves) the portfolios context joins to its own
 *   transaction so a member's activity status moves with their portfolio (not started → in progress →
 *   submitted → assessed; back to in progress on withdraw or revision, back to submitted on the Undo of done
 *   work: shared's canChangeActivityStatus), and
 *   the activity's counts with it (ADR 0028 §3). `expected`: the status before the change as the portfolio's
 *   state says; when it differs from `status` the row is read first (one consistent GetItem). A row becoming
 *   submitted is put on the section's awaiting list (its sparse byListing key), one leaving it is taken off. The parts fail
 *   (the whole transaction with them) when the row is missing, changed meanwhile, or may not become `status`.
 * - `sectionForReport(orgId, groupId)`: what a section's reports read (issue 13, ADR 0028 §3): the section
 *   (title, course, node, owners), its members of role member and its activities (not the progress rows: the
 *   reports read the section's assessment summaries instead). Undefined when there is no such section of a
 *   course. The section's GetItem and its members' and activities' Queries in parallel: one round trip.
 * - `sectionsForNodeReport(orgId, nodeIds)`: the same for every section of every course on the nodes named
 *   (a node's report passes the node and its descendants), with the courses: one Query per node, then one per
 *   course, then two per section, each wave in parallel (three round trips whatever the counts).
 * - `readNodeCourses`, `readCourseSections`, `readSectionRoster`, `sectionReportOf` (the extracts, issue 25): a
 *   node's courses (one Query, every page), a course's sections (one Query, every page), a section's members
 *   and activities (two Queries), and a section with its roster as its reports read it, so an extract walks
 *   its nodes one course and one section at a time and holds no more than one section's rows.
 * - `propagateCourse(orgId, courseId, { after })`: the propagation job's work (copies a course's plans into
 *   its next batch of sections); returns the section id to continue after, or null when done.
 * - `sectionForImport(orgId, groupId)`: the section a section-members import fills (its id, node and status),
 *   undefined unless it is a section of a course. One GetItem.
 * - The courses imports (jobs/imports/kinds) read through `readNodeCourses` (a node's courses, whole: the
 *   codes of a chunk are matched against them), `readCourse`, `readSections` (by ids, consistent) and
 *   `readSectionMember`, and add members with `insertSectionMember`; their writes otherwise go through the
 *   courses use cases' own rules and write gatherers (course-writes.ts, section-writes.ts, member-rules.ts).
 */
import {
  canChangeActivityStatus,
  sectionWorkflowRoles as workflowRolesOf,
  SECTION_ROLE_WORKFLOW_ROLE,
  type ActivityStatus,
  type WorkflowRole,
} from '@tessera/shared';
import {
  activityIdOf,
  getActivityProgress,
  getSectionActivity,
  listUserSectionPlaces,
  parseActivityId,
  readSectionRoster,
} from '../db/courses/activities';
import { activityCountPart } from '../db/courses/activity-copies';
import { activityProgressEntity, awaitingChanges } from '../db/courses/entities/activity-progress';
import { listNodeCourses } from '../db/courses/courses';
import { getSection, listSectionsOfCourse, type Section } from '../db/courses/sections';
import { getSectionMember, getSectionWithMember, listMembersOfSection } from '../db/courses/section-members';
import { where } from '../db/expressions';
import { update, type WritePart } from '../db/transaction';

export { propagateCourse } from '../db/courses/propagation';
export { getCourse as readCourse, listNodeCourses as readNodeCourses, type Course } from '../db/courses/courses';
export {
  getSections as readSections,
  listSectionsOfCourse as readCourseSections,
  type Section,
} from '../db/courses/sections';
export {
  getSectionMember as readSectionMember,
  insertSectionMember,
  type SectionMember,
} from '../db/courses/section-members';
export { parseActivityId } from '../db/courses/activities';
export { activityCounts, activityIdOf, pagesOfSectionProgress, readSectionRoster } from '../db/courses/activities';
export { pagesOfSectionTimeLog } from '../db/courses/time-log';

export interface MemberActivity {
  activityId: string;
  groupId: string;
  planId: string;
  courseId: string;
  title: string;
  templateId: string;
  visibleDate: string;
  openSubmissionDate: string;
  dueDate: string;
  section: { groupId: string; title: string; status: 'open' | 'closed'; scoreSync: 'none' };
  progress: { status: ActivityStatus; portfolioId: string | null };
}

export async function findMemberActivity(
  organizationId: string,
  query: { userId: string; groupId: string; activityId: string },
): Promise<MemberActivity | undefined> {
  const ids = parseActivityId(query.activityId);
  if (!ids || ids.groupId !== query.groupId) return undefined;
  const [section, membership, activity, progress] = await Promise.all([
    getSection(organizationId, ids.groupId),
    getSectionMember(organizationId, ids.groupId, query.userId),
    getSectionActivity(organizationId, ids.groupId, ids.planId),
    getActivityProgress(organizationId, { groupId: ids.groupId, planId: ids.planId, userId: query.userId }),
  ]);
  if (!section || !activity || !membership || membership.role !== 'member' || !progress) return undefined;
  return {
    activityId: query.activityId,
    groupId: ids.groupId,
    planId: ids.planId,
    courseId: activity.courseId,
    title: activity.title,
    templateId: activity.templateId,
    visibleDate: activity.visibleDate,
    openSubmissionDate: activity.openDate,
    dueDate: activity.dueDate,
    section: {
      groupId: section.groupId,
      title: section.name || section.title,
      status: section.status,
      scoreSync: 'none',
    },
    progress: { status: progress.status, portfolioId: progress.portfolioId },
  };
}

export async function sectionWorkflowRoles(
  organizationId: string,
  groupId: string,
  userId: string,
): Promise<WorkflowRole[]> {
  const [section, membership] = await getSectionWithMember(organizationId, groupId, userId);
  if (!section || !section.courseId) return [];
  return workflowRolesOf({
    owner: section.owners.some((owner) => owner.userId === userId),
    role: membership?.role ?? null,
  });
}

export async function sectionStatus(organizationId: string, groupId: string): Promise<'open' | 'closed' | undefined> {
  return (await getSection(organizationId, groupId))?.status;
}

export async function sectionAssessors(
  organizationId: string,
  groupId: string,
): Promise<Partial<Record<WorkflowRole, string[]>>> {
  const [section, members] = await Promise.all([
    getSection(organizationId, groupId),
    listMembersOfSection(organizationId, groupId),
  ]);
  if (!section || !section.courseId) return {};
  const byRole: Partial<Record<WorkflowRole, string[]>> = {};
  const add = (role: WorkflowRole, userId: string) => (byRole[role] ??= []).push(userId);
  for (const owner of section.owners) add(SECTION_ROLE_WORKFLOW_ROLE.owner, owner.userId);
  for (const member of members)
    if (member.role !== 'member') add(SECTION_ROLE_WORKFLOW_ROLE[member.role], member.userId);
  return byRole;
}

export async function progressStatusChange(
  organizationId: string,
  change: {
    groupId: string;
    activityId: string;
    userId: string;
    status: ActivityStatus;
    portfolioId: string;
    /** The status the portfolio's state before the change gives (not_started when it is new). */
    expected: ActivityStatus;
  },
): Promise<Record<string, WritePart>> {
  const ids = parseActivityId(change.activityId);
  if (!ids || ids.groupId !== change.groupId)
    throw new Error(`activity ${change.activityId} is not of ${change.groupId}`);
  const key = { organizationId, groupId: ids.groupId, planId: ids.planId, userId: change.userId };
  const updatedAt = new Date().toISOString();
  // An ordinary save keeps the status: the row's portfolio and time only, no read and no count moved.
  if (change.expected === change.status)
    return { progress: update(activityProgressEntity, key, { set: { portfolioId: change.portfolioId, updatedAt } }) };
  // A status change (a workflow action, a first save): the row as stored says which count goes down (rows of
  // older data may disagree with their portfolio's state), and the update is conditioned on that status, so the
  // counts move only with the status they counted (ADR 0028 §3).
  const row = await getActivityProgress(organizationId, key, { consistent: true });
  const from = row?.status ?? change.expected;
  // The awaiting list's key moves with the status (ADR 0028 §3): set on becoming submitted (a row already
  // submitted keeps its place), removed on leaving it.
  const awaiting = awaitingChanges(
    key,
    change.status,
    from === 'submitted' && row?.submittedAt ? row.submittedAt : updatedAt,
  );
  const set = { status: change.status, portfolioId: change.portfolioId, updatedAt, ...awaiting.set };
  const changes = { set, remove: awaiting.remove };
  if (from === change.status)
    return { progress: update(activityProgressEntity, key, changes, where.eq('status', from)) };
  if (!canChangeActivityStatus(from, change.status))
    // Refused (e.g. back to not started): a condition that never holds fails the whole transaction.
    return {
      progress: update(
        activityProgressEntity,
        key,
        changes,
        where.and(where.eq('status', from), where.ne('status', from)),
      ),
    };
  return {
    progress: update(activityProgressEntity, key, changes, where.eq('status', from)),
    progressCounts: activityCountPart(
      { organizationId, groupId: ids.groupId, planId: ids.planId },
      { [from]: -1, [change.status]: 1 },
    ),
  };
}

/** The sections a user owns or is in (ids), for contexts that list "my" work per section. */
export async function userSectionIds(organizationId: string, userId: string): Promise<string[]> {
  const { memberships, ownedGroupIds } = await listUserSectionPlaces(organizationId, userId);
  return [...new Set([...ownedGroupIds, ...memberships.map((member) => member.groupId)])];
}

/** A section as its reports read it (issue 13; docs/adr/0028-portfolios-at-institution-scale.md §3). */
export interface SectionForReport {
  groupId: string;
  title: string;
  courseId: string;
  nodeId: string;
  ownerIds: string[];
  /** Members of role coordinator: they assess every student's work of the section (coordinator_assessors). */
  coordinatorIds: string[];
  /** Members of role member (the students), by last and first name. */
  students: { userId: string; firstName: string; lastName: string; email: string }[];
  activities: { activityId: string; planId: string; title: string; templateId: string }[];
}

/** A section with its members and activities (readSectionRoster) as its reports read it. */
export function sectionReportOf(
  section: Section,
  roster: Awaited<ReturnType<typeof readSectionRoster>>,
): SectionForReport {
  return reportOf(section, roster);
}

function reportOf(section: Section, roster: Awaited<ReturnType<typeof readSectionRoster>>): SectionForReport {
  const students = roster.members
    .filter((member) => member.role === 'member')
    .map((member) => ({
      userId: member.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
    }))
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.userId.localeCompare(b.userId),
    );
  return {
    groupId: section.groupId,
    title: section.name || section.title,
    courseId: section.courseId ?? '',
    nodeId: section.nodeId,
    ownerIds: section.owners.map((owner) => owner.userId),
    coordinatorIds: roster.members.filter((member) => member.role === 'coordinator').map((member) => member.userId),
    students,
    activities: roster.activities.map((activity) => ({
      activityId: activityIdOf(activity.groupId, activity.planId),
      planId: activity.planId,
      title: activity.title,
      templateId: activity.templateId,
    })),
  };
}

export async function sectionForReport(organizationId: string, groupId: string): Promise<SectionForReport | undefined> {
  const [section, roster] = await Promise.all([
    getSection(organizationId, groupId),
    readSectionRoster(organizationId, groupId),
  ]);
  if (!section || !section.courseId) return undefined;
  return reportOf(section, roster);
}

export async function sectionsForNodeReport(
  organizationId: string,
  nodeIds: readonly string[],
): Promise<{ courses: { courseId: string; name: string; nodeId: string }[]; sections: SectionForReport[] }> {
  const courses = (await Promise.all(nodeIds.map((nodeId) => listNodeCourses(organizationId, nodeId)))).flat();
  const sections = (
    await Promise.all(courses.map((course) => listSectionsOfCourse(organizationId, course.courseId)))
  ).flat();
  const rosters = await Promise.all(sections.map((section) => readSectionRoster(organizationId, section.groupId)));
  return {
    courses: courses.map((course) => ({ courseId: course.courseId, name: course.name, nodeId: course.nodeId })),
    sections: sections.map((section, index) => reportOf(section, rosters[index] as (typeof rosters)[number])),
  };
}

export async function sectionForImport(
  organizationId: string,
  groupId: string,
): Promise<{ groupId: string; nodeId: string; status: 'open' | 'closed' } | undefined> {
  const section = await getSection(organizationId, groupId);
  if (!section || !section.courseId) return undefined;
  return { groupId: section.groupId, nodeId: section.nodeId, status: section.status };
}
