import { getActivityPlan, type ActivityPlan } from '../db/courses/activities';
import { propagateCourse } from '../db/courses/propagation';
import { getCourse, type Course } from '../db/courses/courses';
import { insertSectionMember } from '../db/courses/section-members';
import { getSection, type Section } from '../db/courses/sections';
import { getTimeLogEntry, writeTimeLogEntry } from '../db/courses/time-log';
import { writeCourse } from '../http/courses/course-writes';
import { writePlan } from '../http/courses/plan-writes';
import { writeSection } from '../http/courses/section-writes';
import type { DemoUserKey } from './seed-demo';
import { currentTerm, DEMO_HIERARCHY } from './seed-hierarchy';
import { DEMO_TEMPLATES } from './seed-templates';

/** Fixed ids of the seeded courses, so re-seeding finds them (and tests can name them). */
export const DEMO_COURSES = { practicum: 'course_demo_edu501', other: 'course_other_nur101' } as const;
export const DEMO_PLANS = {
  supervised: 'plan_demo_edu501_lesson',
  internship: 'plan_demo_edu501_log',
  other: 'plan_other_nur101_intake',
} as const;
/** The demo root's log category (seed-hierarchy.ts), under which section A's time log is kept. */
export const DEMO_LOG_CATEGORY = 'logcat_demo_teaching';
export const DEMO_SECTIONS = { practicumA: 'group_demo_edu501_a', other: 'group_other_nur101_a' } as const;

const SEEDED: Omit<Course, 'version' | 'createdAt' | 'updatedAt' | 'sectionCount' | 'activityPlanCount'>[] = [
  {
    organizationId: 'org_demo',
    courseId: DEMO_COURSES.practicum,
    nodeId: DEMO_HIERARCHY.demoRoot.nodeId,
    name: 'EDU 501 Teaching Practicum',
    code: 'EDU501',
    category: 'course',
    // Issue 11: the practicum's plans use the seeded Supervised Assessment and Internship templates.
    ownerTemplateIds: [DEMO_TEMPLATES.supervised, DEMO_TEMPLATES.internship],
    homepageTemplateIds: [],
    planTemplateUses: {},
    // Section A keeps a time log (Time-log & Categories) under the root's log category.
    logCategoryIds: [DEMO_LOG_CATEGORY],
    logCategoryUses: {},
    logEntryChanges: 0,
  },
  {
    // Other College's course, for the cross-organisation probes.
    organizationId: 'org_other',
    courseId: DEMO_COURSES.other,
    nodeId: DEMO_HIERARCHY.otherRoot.nodeId,
    name: 'NUR 101 Clinical Foundations',
    code: 'NUR101',
    category: 'course',
    ownerTemplateIds: [DEMO_TEMPLATES.other],
    homepageTemplateIds: [],
    planTemplateUses: {},
    logCategoryIds: [],
    logCategoryUses: {},
    logEntryChanges: 0,
  },
];

export interface SeedCoursesDeps {
  userIds: Record<DemoUserKey, string>;
  now?: Date;
}

/**
 * The demo courses and sections (issue 11), idempotently: a course or section already there is left as it
 * is. Section A of EDU 501 is owned by faculty@demo.test in the current term; Other College's section is
 * there for the cross-organisation probes.
 */
export async function seedCourses(deps: SeedCoursesDeps): Promise<void> {
  const now = new Date().toISOString();
  for (const seed of SEEDED) {
    if (await getCourse(seed.organizationId, seed.courseId, { consistent: true })) continue;
    const result = await writeCourse(null, {
      ...seed,
      sectionCount: 0,
      activityPlanCount: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    if (result.outcome !== 'saved') throw new Error(`cannot seed course ${seed.courseId}: ${result.outcome}`);
  }
  await seedSections(deps);
  await seedPlans(deps);
  await seedTimeLog(deps);
}

async function seedSections(deps: SeedCoursesDeps): Promise<void> {
  const now = deps.now ?? new Date();
  const term = currentTerm(now);
  const base = {
    name: '',
    startDate: term.startDate,
    endDate: term.endDate,
    status: 'open' as const,
    mentorNotifications: 'enabled' as const,
    syncToFieldPlacement: false,
    membersCount: 0,
    version: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const sections: Section[] = [
    {
      ...base,
      organizationId: 'org_demo',
      groupId: DEMO_SECTIONS.practicumA,
      courseId: DEMO_COURSES.practicum,
      nodeId: DEMO_HIERARCHY.demoRoot.nodeId,
      groupCode: 'EDU501-A',
      title: 'EDU 501 Section A',
      owners: [{ userId: deps.userIds.faculty, firstName: 'Fran', lastName: 'Faculty' }],
      termId: `term_demo_${term.code.toLowerCase()}`,
      displayLogType: 'TimeLog',
    },
    {
      ...base,
      organizationId: 'org_other',
      groupId: DEMO_SECTIONS.other,
      courseId: DEMO_COURSES.other,
      nodeId: DEMO_HIERARCHY.otherRoot.nodeId,
      groupCode: 'NUR101-A',
      title: 'NUR 101 Section A',
      owners: [],
      termId: `term_other_${term.code.toLowerCase()}`,
      displayLogType: 'none',
    },
  ];
  for (const section of sections) {
    if (await getSection(section.organizationId, section.groupId, { consistent: true })) continue;
    const result = await writeSection(null, section);
    if (result.outcome !== 'saved') throw new Error(`cannot seed section ${section.groupId}: ${result.outcome}`);
  }
  // Section A's members in their roles (issue 11); a member already there is left as it is.
  const members = [
    { key: 'student', role: 'member', email: 'student@demo.test', firstName: 'Sam', lastName: 'Student' },
    { key: 'student2', role: 'member', email: 'student2@demo.test', firstName: 'Riley', lastName: 'Reyes' },
    { key: 'student3', role: 'member', email: 'student3@demo.test', firstName: 'Jordan', lastName: 'Okafor' },
    { key: 'student6', role: 'member', email: 'student6@demo.test', firstName: 'Dana', lastName: 'Diaz' },
    { key: 'student8', role: 'member', email: 'student8@demo.test', firstName: 'Robin', lastName: 'Castell' },
    {
      key: 'coordinator',
      role: 'coordinator',
      email: 'coordinator@demo.test',
      firstName: 'Cora',
      lastName: 'Coordinator',
    },
    { key: 'mentor', role: 'mentor', email: 'mentor@demo.test', firstName: 'Mina', lastName: 'Mentor' },
    { key: 'peer', role: 'peer_assessor', email: 'peer@demo.test', firstName: 'Pat', lastName: 'Peer' },
  ] as const;
  for (const member of members) {
    await insertSectionMember({
      organizationId: 'org_demo',
      groupId: DEMO_SECTIONS.practicumA,
      courseId: DEMO_COURSES.practicum,
      userId: deps.userIds[member.key],
      role: member.role,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      addedAt: now.toISOString(),
    });
  }
}

const isoDay = (now: Date, offsetDays: number) =>
  new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo plans (issue 11): EDU 501's lesson observation on Supervised Assessment and its internship log on
 * Internship, visible already with due dates ahead, and Other College's intake form for the probes. Each is
 * written as the API writes it (the plan, its course's counters and its template's use) and copied into the
 * sections; a plan already there is left as it is.
 */
async function seedPlans(deps: SeedCoursesDeps): Promise<void> {
  const now = deps.now ?? new Date();
  const plans: Omit<ActivityPlan, 'datesVersion' | 'propagation' | 'version' | 'createdAt' | 'updatedAt'>[] = [
    {
      organizationId: 'org_demo',
      planId: DEMO_PLANS.supervised,
      courseId: DEMO_COURSES.practicum,
      nodeId: DEMO_HIERARCHY.demoRoot.nodeId,
      title: 'Observed lesson 1',
      templateId: DEMO_TEMPLATES.supervised,
      visibleDate: isoDay(now, -7),
      openDate: isoDay(now, -3),
      dueDate: isoDay(now, 2),
    },
    {
      organizationId: 'org_demo',
      planId: DEMO_PLANS.internship,
      courseId: DEMO_COURSES.practicum,
      nodeId: DEMO_HIERARCHY.demoRoot.nodeId,
      title: 'Practicum log',
      templateId: DEMO_TEMPLATES.internship,
      visibleDate: isoDay(now, -7),
      openDate: isoDay(now, -7),
      dueDate: isoDay(now, 30),
    },
    {
      organizationId: 'org_other',
      planId: DEMO_PLANS.other,
      courseId: DEMO_COURSES.other,
      nodeId: DEMO_HIERARCHY.otherRoot.nodeId,
      title: 'Intake form',
      templateId: DEMO_TEMPLATES.other,
      visibleDate: isoDay(now, -1),
      openDate: isoDay(now, -1),
      dueDate: isoDay(now, 14),
    },
  ];
  for (const seed of plans) {
    if (await getActivityPlan(seed.organizationId, seed.planId, { consistent: true })) continue;
    const outcome = await writePlan(null, {
      ...seed,
      datesVersion: 1,
      propagation: 'pending',
      version: 1,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    if (outcome !== 'saved') throw new Error(`cannot seed plan ${seed.planId}: ${outcome}`);
  }
  for (const [organizationId, courseId] of [
    ['org_demo', DEMO_COURSES.practicum],
    ['org_other', DEMO_COURSES.other],
  ] as const)
    await propagateCourse(organizationId, courseId);
}

/** Two entries in Sam Student's time log of section A, so the log and the faculty's totals show something. */
async function seedTimeLog(deps: SeedCoursesDeps): Promise<void> {
  const now = deps.now ?? new Date();
  const entries = [
    { entryId: 'log_demo_sam_1', date: isoDay(now, -3), minutes: 150, note: 'Observed a reading lesson.' },
    { entryId: 'log_demo_sam_2', date: isoDay(now, -1), minutes: 90, note: 'Co-taught fractions with my mentor.' },
  ];
  for (const seed of entries) {
    const key = {
      organizationId: 'org_demo',
      groupId: DEMO_SECTIONS.practicumA,
      userId: deps.userIds.student,
      entryId: seed.entryId,
    };
    if (await getTimeLogEntry(key)) continue;
    const outcome = await writeTimeLogEntry(null, {
      ...key,
      ...seed,
      courseId: DEMO_COURSES.practicum,
      logCategoryId: DEMO_LOG_CATEGORY,
      version: 1,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    if (outcome !== 'saved') throw new Error(`cannot seed time-log entry ${seed.entryId}: ${outcome}`);
  }
}
