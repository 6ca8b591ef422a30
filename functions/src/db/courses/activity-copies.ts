import { where } from '../expressions';
import { deleteItem, updateItem } from '../items';
import { create, remove, transactWrite, update, type WritePart } from '../transaction';
import type { ActivityPlan } from './entities/activity-plan';
import {
  activityProgressEntity,
  userActivitiesPartition,
  userActivitySortKey,
  type ActivityProgress,
} from './entities/activity-progress';
import type { Section } from './entities/section';
import { COUNT_FIELD, sectionActivityEntity, type SectionActivity } from './entities/section-activity';
import { readSectionContents, type SectionContents } from './activities';

/**
 * The copies of a course's plans in its sections (ADR 0017 "plan propagation"): each section's activity
 * (`ACTIVITY#<planId>`) and each member's progress row (`PROGRESS#<planId>#<userId>`). Every write has a key
 * derived from the plan, section and member, and is conditioned on the copy holding no newer `datesVersion`:
 * writing a section twice gives the same items, a propagation interrupted halfway is finished by the next
 * sync, and a late write never overwrites newer dates. Progress rows are upserts that set the copied fields
 * and leave `status` and `portfolioId` (the portfolios context's) as they are. A row created or removed moves
 * its activity's count of that status in the same transaction (ADR 0028 §3).
 */

/** Writes at most this many copies at once (a section of 500 members is 500 small writes). */
const PARALLEL_WRITES = 25;

async function inBatches<T>(items: readonly T[], write: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL_WRITES)
    await Promise.all(items.slice(start, start + PARALLEL_WRITES).map(write));
}

const newerOrEqual = (version: number) => where.or(where.notExists('datesVersion'), where.le('datesVersion', version));

/** The section's activity for `plan`, keeping a template the section owner chose. */
export function activityCopy(section: Section, plan: ActivityPlan, current?: SectionActivity): SectionActivity {
  const chosen = current?.templateChosen === true;
  return {
    organizationId: section.organizationId,
    groupId: section.groupId,
    planId: plan.planId,
    courseId: plan.courseId,
    title: plan.title,
    templateId: chosen ? (current?.templateId as string) : plan.templateId,
    templateChosen: chosen,
    visibleDate: plan.visibleDate,
    openDate: plan.openDate,
    dueDate: plan.dueDate,
    datesVersion: plan.datesVersion,
    updatedAt: new Date().toISOString(),
    notStartedCount: current?.notStartedCount ?? 0,
    inProgressCount: current?.inProgressCount ?? 0,
    submittedCount: current?.submittedCount ?? 0,
    assessedCount: current?.assessedCount ?? 0,
  };
}

/**
 * Writes the section's activity copy: its copied fields set, its counts left as they are (0 when new), so a
 * copy of new dates never writes back counts read before another transaction moved them.
 */
async function writeActivityCopy(activity: SectionActivity): Promise<void> {
  const counts = new Set<string>(Object.values(COUNT_FIELD));
  const set = Object.fromEntries(Object.entries(activity).filter(([field]) => !counts.has(field)));
  await updateItem(
    sectionActivityEntity,
    { organizationId: activity.organizationId, groupId: activity.groupId, planId: activity.planId },
    {
      set: { ...set, _et: sectionActivityEntity.name },
      init: Object.fromEntries([...counts].map((field) => [field, 0])),
    },
    { upsert: true, if: newerOrEqual(activity.datesVersion) },
  );
}

/** The part that moves an activity's count of `status` by `by` (ports/courses.ts joins it to status changes). */
export function activityCountPart(
  key: { organizationId: string; groupId: string; planId: string },
  moves: Partial<Record<ActivityProgress['status'], number>>,
): WritePart {
  const add = Object.fromEntries(
    Object.entries(moves).map(([status, by]) => [COUNT_FIELD[status as ActivityProgress['status']], by as number]),
  );
  return update(sectionActivityEntity, key, { add });
}

/** What a member's progress row copies of its section and activity (the upsert below sets the same). */
function copiedProgressFields(section: Section, activity: SectionActivity, userId: string) {
  return {
    organizationId: section.organizationId,
    groupId: section.groupId,
    planId: activity.planId,
    userId,
    courseId: activity.courseId,
    groupTitle: section.name || section.title,
    title: activity.title,
    templateId: activity.templateId,
    visibleDate: activity.visibleDate,
    openDate: activity.openDate,
    dueDate: activity.dueDate,
    datesVersion: activity.datesVersion,
    updatedAt: activity.updatedAt,
  };
}

/** The progress row a member gets for an activity: its copied fields, not started, no portfolio yet. */
function newProgressRow(section: Section, activity: SectionActivity, userId: string): ActivityProgress {
  return {
    ...copiedProgressFields(section, activity, userId),
    status: 'not_started',
    portfolioId: null,
    submittedAt: null,
  };
}

/**
 * Creates a member's missing progress row and counts it on its activity (`notStartedCount + 1`) in one
 * transaction; a row another sync created meanwhile is refreshed instead (its count was moved by that sync).
 */
async function createProgressRow(section: Section, activity: SectionActivity, userId: string): Promise<void> {
  const key = { organizationId: section.organizationId, groupId: section.groupId, planId: activity.planId };
  const outcome = await transactWrite({
    row: create(activityProgressEntity, newProgressRow(section, activity, userId)),
    count: activityCountPart(key, { not_started: 1 }),
  });
  if (outcome.ok) return;
  if (outcome.failed.has('row')) return writeProgressCopy(section, activity, userId);
  if (outcome.failed.has('count')) return; // the activity went meanwhile (its plan deleted): no row for it
  throw new Error(`progress row ${activity.planId}#${userId}: the transaction kept losing races`);
}

/** Upserts one member's progress row with the activity's copied fields; status stays as the portfolios left it. */
export async function writeProgressCopy(section: Section, activity: SectionActivity, userId: string): Promise<void> {
  await updateItem(
    activityProgressEntity,
    { organizationId: section.organizationId, groupId: section.groupId, planId: activity.planId, userId },
    {
      set: {
        ...copiedProgressFields(section, activity, userId),
        gsi1pk: userActivitiesPartition(section.organizationId, userId),
        gsi1sk: userActivitySortKey(activity.visibleDate, section.groupId, activity.planId),
        _et: activityProgressEntity.name,
      },
      init: { status: 'not_started' },
    },
    { upsert: true, if: newerOrEqual(activity.datesVersion) },
  );
}

/** Who gets progress rows: members in the member role (assessors assess, they do not submit). */
export const submitters = (contents: SectionContents) =>
  contents.members.filter((member) => member.role === 'member').map((member) => member.userId);

/**
 * Brings one section's copies up to date with `plans`, the course's every plan: the activity of each plan
 * and a progress row for every member, each written only where missing or older, and the copies of plans
 * no longer there removed. Reads the section's partition once (or takes it).
 */
export async function syncSectionCopies(
  section: Section,
  plans: readonly ActivityPlan[],
  contents?: SectionContents,
): Promise<void> {
  const read = contents ?? (await readSectionContents(section.organizationId, section.groupId));
  const activities = new Map(read.activities.map((activity) => [activity.planId, activity]));
  const progress = new Map(read.progress.map((row) => [`${row.planId}#${row.userId}`, row]));
  const members = submitters(read);
  const activityWrites: (() => Promise<unknown>)[] = [];
  const writes: (() => Promise<unknown>)[] = [];
  for (const plan of plans) {
    const current = activities.get(plan.planId);
    const activity =
      current && current.datesVersion >= plan.datesVersion ? current : activityCopy(section, plan, current);
    if (activity !== current) activityWrites.push(() => writeActivityCopy(activity));
    for (const userId of members) {
      const row = progress.get(`${plan.planId}#${userId}`);
      if (!row) writes.push(() => createProgressRow(section, activity, userId));
      else if (row.datesVersion < activity.datesVersion || row.templateId !== activity.templateId)
        writes.push(() => writeProgressCopy(section, activity, userId));
    }
  }
  // Copies of plans the course no longer has (a plan deleted) go; `plans` is then the course's every plan.
  const planIds = new Set(plans.map((plan) => plan.planId));
  const key = { organizationId: section.organizationId, groupId: section.groupId };
  const goneActivities = read.activities.filter((activity) => !planIds.has(activity.planId));
  const goneProgress = read.progress.filter((row) => !planIds.has(row.planId));
  // The activities first: a new row is counted on its activity, which must exist.
  await inBatches(activityWrites, (write) => write());
  await inBatches(writes, (write) => write());
  // Item by item, not BatchWriteItem: only the imports consumer is granted bulk writes (infra/lib/context-needs.ts).
  await inBatches(goneActivities, (activity) => deleteItem(sectionActivityEntity, { ...key, planId: activity.planId }));
  await inBatches(goneProgress, (row) =>
    deleteItem(activityProgressEntity, { ...key, planId: row.planId, userId: row.userId }),
  );
}

/**
 * Removes a member's progress rows not started yet (on leaving a section), each with its activity's
 * `notStartedCount - 1` in one transaction; rows with work stay (and stay counted).
 */
export async function removeUnstartedProgress(section: Section, userId: string): Promise<void> {
  const read = await readSectionContents(section.organizationId, section.groupId);
  const unstarted = read.progress.filter((row) => row.userId === userId && row.status === 'not_started');
  const key = { organizationId: section.organizationId, groupId: section.groupId };
  // A row started meanwhile (its condition fails) stays, counted by the change that started it.
  await inBatches(unstarted, (row) =>
    transactWrite({
      row: remove(activityProgressEntity, { ...key, planId: row.planId, userId }, where.eq('status', 'not_started')),
      count: activityCountPart({ ...key, planId: row.planId }, { not_started: -1 }),
    }),
  );
}
