import { writeCourse } from '../db/courses/course-changes';
import { getCourse, type Course } from '../db/courses/courses';
import { DEMO_HIERARCHY } from './seed-hierarchy';
import { DEMO_TEMPLATES } from './seed-templates';

/** Fixed ids of the seeded courses, so re-seeding finds them (and tests can name them). */
export const DEMO_COURSES = { practicum: 'course_demo_edu501', other: 'course_other_nur101' } as const;

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
  },
];

/** The demo courses (issue 11), idempotently: a course already there is left as it is. */
export async function seedCourses(): Promise<void> {
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
}
